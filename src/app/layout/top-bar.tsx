import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { User } from '../../api/auth-store';
import { greetingLine } from '../../lib/greeting';
import { RoleGate } from '../../ui/role-gate';
import { AvatarMenu } from './avatar-menu';
import { NavDrawer } from './nav-drawer';
import { OfflineIndicator } from './offline-indicator';
import { PatientSearch } from './patient-search';

/**
 * Top bar (spec §2.3): greeting, patient search, Add New Patient (role-gated) and the avatar menu, with 'Offline' before
 * them while the server cannot be reached; below 1024 px also the Menu button of the navigation drawer and the search
 * on a row of its own.
 */
export function TopBar({ user }: { user: User | null }) {
  const navigate = useNavigate();
  return (
    <header className="top-bar">
      <NavDrawer user={user} />
      <p className="greeting">{user ? greetingLine(new Date().getHours(), user.first_name) : 'Loading user...'}</p>
      <PatientSearch />
      <div className="top-bar-actions">
        <OfflineIndicator />
        <RoleGate action="patient.register">
          <Button type="button" label="Add New Patient" aria-label="Add New Patient" icon="pi pi-user-plus" onClick={() => navigate('/register-patient')} />
        </RoleGate>
        <AvatarMenu user={user} />
      </div>
    </header>
  );
}
