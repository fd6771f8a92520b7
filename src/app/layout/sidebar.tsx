import { NavLink } from 'react-router-dom';
import { Button } from 'primereact/button';
import { logout } from '../../api/auth';
import type { User } from '../../api/auth-store';
import { todayCountText, useDashboardSummary } from '../../api/use-dashboard-summary';
import { can } from '../../lib/permissions';
import { NAV_ITEMS } from './nav-items';

function AppointmentsBadge() {
  const { data, error } = useDashboardSummary();
  return (
    <span className="nav-badge" title="Today's appointments">
      {todayCountText(data, error)}
    </span>
  );
}

/**
 * The entries of spec §2.2 allowed to the role, each an icon and its label, Appointments with today's count; used by
 * the sidebar and by the navigation drawer of narrow screens. `onChoose` runs after an entry is chosen.
 */
export function NavEntries({ user, onChoose }: { user: User | null; onChoose?: () => void }) {
  const items = NAV_ITEMS.filter((item) => can(user?.role, item.action));
  return (
    <ul>
      {items.map((item) => (
        <li key={item.path}>
          <NavLink to={item.path} end={item.path === '/'} className="nav-link" onClick={onChoose}>
            <i className={item.icon} aria-hidden="true" />
            <span className="nav-label">{item.label}</span>
            {item.badge && <AppointmentsBadge />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Left navigation (spec §2.2): entries allowed to the role, today's count, the user and Logout. Hidden below 1024 px,
 * where the top bar's Menu opens the same entries in a drawer (nav-drawer.tsx). */
export function Sidebar({ user }: { user: User | null }) {
  return (
    <aside className="sidebar">
      <div className="sidebar-brand">
        <i className="pi pi-eye" aria-hidden="true" />
        <span className="nav-label">Sightline</span>
      </div>
      <nav aria-label="Main" className="sidebar-nav">
        <NavEntries user={user} />
      </nav>
      <div className="sidebar-footer">
        <span className="sidebar-user">
          <i className="pi pi-user" aria-hidden="true" />
          <span className="nav-label">{user?.first_name || 'User'}</span>
        </span>
        <Button type="button" label="Logout" aria-label="Logout" icon="pi pi-sign-out" severity="secondary" text onClick={() => void logout()} />
      </div>
    </aside>
  );
}
