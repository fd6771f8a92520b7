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

  it('reads route rules by method and path', () => {
    expect(routeRule('post', '/api/auth/auth/jwt/create/')).toBe('public');
    expect(routeRule('GET', '/api/auth/auth/users/me/')).toBe('session.self');
    expect(routeRule('GET', '/api/unknown/')).toBeUndefined();
  });
});
