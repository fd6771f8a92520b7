import { createContext, useContext, type ReactNode } from 'react';
import { can, type Action } from '../lib/permissions';

const RoleContext = createContext<string | null>(null);

/** Supplies the signed-in user's role to `RoleGate` and `useCan` below it. */
export function RoleProvider({ role, children }: { role: string | null | undefined; children: ReactNode }) {
  return <RoleContext.Provider value={role ?? null}>{children}</RoleContext.Provider>;
}

/** Whether the current role may perform `action` (config/permissions.json). */
export function useCan(action: Action): boolean {
  return can(useContext(RoleContext), action);
}

/** Renders `children` only when the current role may perform `action`; otherwise `fallback` (default nothing). */
export function RoleGate({ action, children, fallback = null }: { action: Action; children: ReactNode; fallback?: ReactNode }) {
  return <>{useCan(action) ? children : fallback}</>;
}
