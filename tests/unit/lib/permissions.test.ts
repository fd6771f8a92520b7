import { describe, expect, it } from 'vitest';
import table from '../../../config/permissions.json' with { type: 'json' };
import { can, normalizeRole, roleOf, ROLES, routeRule } from '../../../src/lib/permissions';

describe('permissions', () => {
  it('lists the five roles', () => {
    expect([...ROLES].sort()).toEqual(['coordinator', 'hospital administrator', 'lecturer', 'student', 'systems administrator']);
  });

  it('compares the role in lower case', () => {
    expect(can('Student', 'nav.my_portal')).toBe(true);
    expect(can('LECTURER', 'nav.my_portal')).toBe(false);
    expect(can('Hospital Administrator', 'patient.register')).toBe(true);
    expect(can(' hospital  administrator ', 'patient.register')).toBe(true);
    expect(can('HOSPITAL ADMINISTRATOR', 'appointment.consult')).toBe(false);
  });

  it("names roles by the specification's words only, in their one form", () => {
    expect(normalizeRole('  Systems   Administrator ')).toBe('systems administrator');
    expect(roleOf('Hospital Administrator')).toBe('hospital administrator');
    expect(roleOf('hospital_admin')).toBeNull();
    expect(roleOf('admin')).toBeNull();
    for (const role of ROLES) expect(normalizeRole(role)).toBe(role);
    for (const [action, roles] of Object.entries(table.actions)) {
      for (const role of roles) expect(role === '*' || (ROLES as readonly string[]).includes(role), `${action}: ${role}`).toBe(true);
    }
  });

  it('lets no blank role through', () => {
    expect(can('   ', 'nav.dashboard')).toBe(false);
  });

  it("lets '*' through any signed-in role but not a missing one", () => {
    expect(can('coordinator', 'nav.dashboard')).toBe(true);
    expect(can('', 'nav.dashboard')).toBe(false);
    expect(can(null, 'nav.dashboard')).toBe(false);
  });

  it('denies unknown actions', () => {
    expect(can('systems administrator', 'nav.nowhere')).toBe(false);
  });

  it('gives the screens and the routes one set of actions', () => {
    // 'Add New Patient' and patient registration are one action, for the hospital administrator.
    expect(routeRule('POST', '/api/clients/api/patients/')).toBe('patient.register');
    expect(ROLES.filter((role) => can(role, 'patient.register'))).toEqual(['hospital administrator']);
    // Booking, for every role (the search results offer it to everyone); the patients list's button, for both
    // administrators.
    expect(routeRule('POST', '/api/clients/api/appointments/')).toBe('appointment.book');
    expect(ROLES.filter((role) => can(role, 'appointment.book')).sort()).toEqual([...ROLES].sort());
    expect(ROLES.filter((role) => can(role, 'appointment.book_from_list')).sort()).toEqual(['hospital administrator', 'systems administrator']);
    // Consult, recording a section and completing an appointment.
    expect(routeRule('POST', '/api/management/:id/')).toBe('appointment.consult');
    expect(routeRule('PATCH', '/api/clients/api/:id/complete/')).toBe('appointment.consult');
    expect(can('coordinator', 'records.view')).toBe(false);
    expect(can('coordinator', 'files.view')).toBe(false);
    expect(can('hospital administrator', 'records.view')).toBe(true);
    expect(ROLES.filter((role) => can(role, 'audit.view'))).toEqual(['systems administrator']);
  });

  it('reads route rules by method and path', () => {
    expect(routeRule('post', '/api/auth/auth/jwt/create/')).toBe('public');
    expect(routeRule('GET', '/api/auth/auth/users/me/')).toBe('session.self');
    expect(routeRule('GET', '/api/unknown/')).toBeUndefined();
  });
});
