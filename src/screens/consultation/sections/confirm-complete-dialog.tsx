import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export const CONFIRM_COMPLETE_TEXT =
  'Saving the management plan completes the consultation. This cannot be undone: its records can no longer be changed.';

export interface ConfirmCompleteDialogProps {
  visible: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Confirm Save' before the management plan is saved and the appointment completed (consultation.md §5). Focus
 * starts on Cancel, the safe choice, so that Enter never completes a consultation by accident.
 */
export function ConfirmCompleteDialog({ visible, onConfirm, onCancel }: ConfirmCompleteDialogProps) {
  return (
    <Dialog
      header="Confirm Save"
      visible={visible}
      onHide={onCancel}
      closeOnEscape
      style={{ width: 'min(30rem, 95vw)' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label="Cancel" severity="secondary" outlined autoFocus onClick={onCancel} />
          <Button type="button" label="Confirm" onClick={onConfirm} />
        </div>
      }
    >
      <p>{CONFIRM_COMPLETE_TEXT}</p>
    </Dialog>
  );
}
