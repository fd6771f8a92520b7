import { describe, expect, it } from 'vitest';
import { can, ROLES, routeRule } from '../../../src/lib/permissions';

describe('permissions', () => {
  it('lists the five roles', () => {
    expect([...ROLES].sort()).toEqual(['coordinator', 'hospital_admin', 'lecturer', 'student', 'systems_admin']);
  });

  it('compares the role in lower case', () => {
    expect(can('Student', 'nav.my_portal')).toBe(true);
    expect(can('LECTURER', 'nav.my_portal')).toBe(false);
  });

  it("lets '*' through any signed-in role but not a missing one", () => {
    expect(can('coordinator', 'nav.dashboard')).toBe(true);
    expect(can('', 'nav.dashboard')).toBe(false);
    expect(can(null, 'nav.dashboard')).toBe(false);
  });

  it('denies unknown actions', () => {
    expect(can('systems_admin', 'nav.nowhere')).toBe(false);
  });

  it('gives the screens and the routes one set of actions', () => {
    // 'Add New Patient' and patient registration are one action, for the hospital administrator.
    expect(routeRule('POST', '/api/clients/api/patients/')).toBe('patient.register');
    expect(ROLES.filter((role) => can(role, 'patient.register'))).toEqual(['hospital_admin']);
    // Booking, for every role (the search results offer it to everyone); the patients list's button, for both
    // administrators.
    expect(routeRule('POST', '/api/clients/api/appointments/')).toBe('appointment.book');
    expect(ROLES.filter((role) => can(role, 'appointment.book')).sort()).toEqual([...ROLES].sort());
    expect(ROLES.filter((role) => can(role, 'appointment.book_from_list')).sort()).toEqual(['hospital_admin', 'systems_admin']);
    // Consult, recording a section and completing an appointment.
    expect(routeRule('POST', '/api/management/:id/')).toBe('appointment.consult');
    expect(routeRule('PATCH', '/api/clients/api/:id/complete/')).toBe('appointment.consult');
    expect(can('coordinator', 'records.view')).toBe(false);
    expect(can('coordinator', 'files.view')).toBe(false);
    expect(can('hospital_admin', 'records.view')).toBe(true);
    expect(ROLES.filter((role) => can(role, 'audit.view'))).toEqual(['systems_admin']);
  });

  it('reads route rules by method and path', () => {
    expect(routeRule('post', '/api/auth/auth/jwt/create/')).toBe('public');
    expect(routeRule('GET', '/api/auth/auth/users/me/')).toBe('session.self');
    expect(routeRule('GET', '/api/unknown/')).toBeUndefined();
  });
});
