/**
 * Reader of `config/permissions.json`, the one table of who may do what. Shared by the server (route guard)
 * and the client (role gates); pure, no I/O beyond the static import.
 */
import table from '../../config/permissions.json' with { type: 'json' };

export type Role = 'systems_admin' | 'hospital_admin' | 'lecturer' | 'student' | 'coordinator';

/** Every role known to the table, in table order. */
export const ROLES = table.roles as readonly Role[];

/**
 * An action of the table. The server's routes and the client's gates name the same actions (one set: what the
 * server allows is what a screen offers; docs/decisions.md, "One permission table"); client code names them
 * through this type, so a gate cannot name an action the table does not have.
 */
export type Action = keyof typeof table.actions;

const actions: Readonly<Record<string, readonly string[]>> = table.actions;
const routes: Readonly<Record<string, string>> = table.routes;

/**
 * Whether a user with `role` may perform `action`. Roles compare in lower case; `"*"` allows any signed-in
 * user (any non-empty role). Unknown actions and missing roles are denied.
 */
export function can(role: string | null | undefined, action: string): boolean {
  const allowed = actions[action];
  if (!allowed || !role) return false;
  return allowed.includes('*') || allowed.includes(role.toLowerCase());
}

/**
 * The rule for a server route: `"public"`, an action name, or `undefined` when the route is not in the table
 * (which means denied). `path` is the Fastify route pattern, e.g. `/api/auth/auth/users/me/`.
 */
export function routeRule(method: string, path: string): string | undefined {
  return routes[`${method.toUpperCase()} ${path}`];
}
