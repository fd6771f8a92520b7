/**
 * Reader of `config/permissions.json`, the one table of who may do what. Shared by the server (route guard)
 * and the client (role gates); pure, no I/O beyond the static import.
 */
import table from '../../config/permissions.json' with { type: 'json' };
import { SECTION_MANIFEST } from './consultation-sections';
import { sectionRouteMethod, type SectionManifest } from './section-manifest';

/**
 * A role as stored, answered and compared: the specification's words in lower case (platform §1). The table's
 * `roles` and every action's list use exactly these; anything a user row or a request carries is read through
 * `normalizeRole` first, so "Hospital Administrator" is the same role.
 */
export type Role = 'systems administrator' | 'hospital administrator' | 'lecturer' | 'student' | 'coordinator';

/** Every role known to the table, in table order. */
export const ROLES = table.roles as readonly Role[];

/**
 * The one form of a role: trimmed, each run of white space a single space, lower case. Stored roles pass through
 * it before they are answered or compared, whatever letter case they were written in.
 */
export function normalizeRole(role: string): string {
  return role.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The role `value` names in any letter case, or null when it names none of the table's roles. */
export function roleOf(value: string): Role | null {
  const role = normalizeRole(value);
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

/**
 * An action of the table. The server's routes and the client's gates name the same actions (one set: what the
 * server allows is what a screen offers; docs/decisions.md, "One permission table"); client code names them
 * through this type, so a gate cannot name an action the table does not have.
 */
export type Action = keyof typeof table.actions;

const actions: Readonly<Record<string, readonly string[]>> = table.actions;
const routes: Readonly<Record<string, string>> = table.routes;

/**
 * Whether a user with `role` may perform `action`. Roles compare in their normal form (`normalizeRole`: lower
 * case, so "Hospital Administrator" is "hospital administrator"); `"*"` allows any signed-in user (any non-blank
 * role). Unknown actions and missing roles are denied.
 */
export function can(role: string | null | undefined, action: string): boolean {
  const allowed = actions[action];
  const normal = role ? normalizeRole(role) : '';
  if (!allowed || !normal) return false;
  return allowed.includes('*') || allowed.includes(normal);
}

/** The actions of the consultation sections' save (POST) and read (GET) routes. */
const sectionRoutes: Readonly<Record<'POST' | 'GET', string>> = table.sectionRoutes;

/**
 * The rule for a server route: `"public"`, an action name, or `undefined` when the route is not in the table
 * (which means denied). `path` is the Fastify route pattern, e.g. `/api/auth/auth/users/me/`. A consultation
 * section's save and read routes are those of the section manifest (`manifest`, the shipped one unless the server
 * runs with another), with the table's `sectionRoutes` actions.
 */
export function routeRule(method: string, path: string, manifest: SectionManifest = SECTION_MANIFEST): string | undefined {
  const rule = routes[`${method.toUpperCase()} ${path}`];
  if (rule !== undefined) return rule;
  const section = sectionRouteMethod(manifest, method, path);
  return section ? sectionRoutes[section] : undefined;
}
