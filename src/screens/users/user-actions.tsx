import { Button } from 'primereact/button';
import type { AdminUser } from '../../api/users';

export interface UserActionHandlers {
  onEdit: (user: AdminUser) => void;
  onReset: (user: AdminUser) => void;
  onActive: (user: AdminUser, active: boolean) => void;
  /** The signed-in administrator: their own account cannot be deactivated or reset here. */
  selfId: number | undefined;
}

/** Edit, Reset password and Deactivate/Reactivate of one account, each named with its username. */
export function UserActions({ user, handlers }: { user: AdminUser; handlers: UserActionHandlers }) {
  const self = user.id === handlers.selfId;
  return (
    <div className="cell-actions">
      <Button type="button" label="Edit" icon="pi pi-pencil" size="small" outlined aria-label={`Edit ${user.username}`} onClick={() => handlers.onEdit(user)} />
      {!self && (
        <Button
          type="button"
          label="Reset password"
          icon="pi pi-key"
          size="small"
          outlined
          aria-label={`Reset password of ${user.username}`}
          onClick={() => handlers.onReset(user)}
        />
      )}
      {!self && (
        <Button
          type="button"
          label={user.is_active ? 'Deactivate' : 'Reactivate'}
          icon={user.is_active ? 'pi pi-ban' : 'pi pi-replay'}
          size="small"
          outlined
          severity={user.is_active ? 'danger' : undefined}
          aria-label={`${user.is_active ? 'Deactivate' : 'Reactivate'} ${user.username}`}
          onClick={() => handlers.onActive(user, !user.is_active)}
        />
      )}
    </div>
  );
}
