import { SafeConfirmDialog } from '../../../ui/safe-confirm-dialog';

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
    <SafeConfirmDialog header="Confirm Save" visible={visible} confirmLabel="Confirm" onConfirm={onConfirm} onCancel={onCancel}>
      <p>{CONFIRM_COMPLETE_TEXT}</p>
    </SafeConfirmDialog>
  );
}
