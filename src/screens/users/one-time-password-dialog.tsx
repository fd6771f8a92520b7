import { Button } from 'primereact/button';
import { AppDialog } from '../../ui/app-dialog';

/** Whose one-time password to show: it is shown this once and never again. */
export interface OneTimeShown {
  username: string;
  password: string;
}

/** The one-time password of a new or reset account, shown once, for the administrator to hand over. */
export function OneTimePasswordDialog({ shown, onClose }: { shown: OneTimeShown | null; onClose: () => void }) {
  return (
    <AppDialog
      header="One-time password"
      visible={shown !== null}
      onHide={onClose}
      closeOnEscape
      style={{ width: 'min(30rem, 95vw)' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label="Done" autoFocus onClick={onClose} />
        </div>
      }
    >
      {shown && (
        <>
          <p>
            The one-time password of <strong>{shown.username}</strong> is
          </p>
          <p>
            <code className="one-time-password" aria-label={`One-time password of ${shown.username}`}>
              {shown.password}
            </code>
          </p>
          <p className="muted">It is shown only now. The account must choose its own password at its next sign-in.</p>
        </>
      )}
    </AppDialog>
  );
}
