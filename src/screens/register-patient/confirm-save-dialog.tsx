import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';

export const CONFIRM_SAVE_TEXT =
  "An account with this primary phone number already exists. Click 'Proceed' to continue, or verify the number and try again.";

export interface ConfirmSaveDialogProps {
  visible: boolean;
  onProceed: () => void;
  onCancel: () => void;
}

/** The duplicate-phone question of platform §2.9 and §8: Proceed resends with `confirm_save: true`. */
export function ConfirmSaveDialog({ visible, onProceed, onCancel }: ConfirmSaveDialogProps) {
  return (
    <Dialog
      header="Confirm Save"
      visible={visible}
      onHide={onCancel}
      closeOnEscape
      style={{ width: 'min(30rem, 95vw)' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label="Cancel" severity="secondary" outlined onClick={onCancel} />
          <Button type="button" label="Proceed" autoFocus onClick={onProceed} />
        </div>
      }
    >
      <p>{CONFIRM_SAVE_TEXT}</p>
    </Dialog>
  );
}
