import { useEffect } from 'react';
import { AppDialog } from '../../../ui/app-dialog';
import { Button } from 'primereact/button';

/** Consultation §8: the refraction save's failure message, shown in the 'Error' dialog. */
export const REFRACTION_FAILED = 'Failed to save refraction results. Please try again.';

export interface RefractionErrorDialogProps {
  visible: boolean;
  /** What it says: the failure message, or why the save got no answer (offline, no answer in time). */
  message?: string;
  onClose: () => void;
}

/**
 * The refraction error dialog (consultation §8): titled 'Error', the failure message (or why the save got no answer),
 * and a Close button that has the focus (Escape closes it too). What was typed stays in the form and its draft.
 */
export function RefractionErrorDialog({ visible, message = REFRACTION_FAILED, onClose }: RefractionErrorDialogProps) {
  // The header's own close icon is left out (one Close button), and with it PrimeReact's Escape handling.
  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, onClose]);
  return (
    <AppDialog
      header="Error"
      visible={visible}
      onHide={onClose}
      closable={false}
      style={{ width: 'min(28rem, 95vw)' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label="Close" autoFocus onClick={onClose} />
        </div>
      }
    >
      <p>{message}</p>
    </AppDialog>
  );
}
