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

/** Left navigation (spec §2.2): entries allowed to the role, today's count, the user and Logout. */
export function Sidebar({ user }: { user: User | null }) {
  const items = NAV_ITEMS.filter((item) => can(user?.role, item.action));
  return (
    <aside className="sidebar">
      <div className="sidebar-brand">
        <i className="pi pi-eye" aria-hidden="true" />
        <span className="nav-label">Sightline</span>
      </div>
      <nav aria-label="Main" className="sidebar-nav">
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end={item.path === '/'} className="nav-link">
                <i className={item.icon} aria-hidden="true" />
                <span className="nav-label">{item.label}</span>
                {item.badge && <AppointmentsBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
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
