import { ROLES } from '../../lib/permissions';

/** A role as a person reads it: "Hospital administrator". */
export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** The roles of the permission table, for a dropdown. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ label: roleLabel(role), value: role }));
