import type { ReactNode } from 'react';
import { ConfirmDialog } from 'primereact/confirmdialog';

export interface SafeConfirmDialogProps {
  header: string;
  visible: boolean;
  /** The label of the button that goes ahead ('Proceed', 'Confirm'). */
  confirmLabel: string;
  /** The button that goes ahead; the dialog closes. */
  onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A question before something that cannot be taken back: PrimeReact's ConfirmDialog with Cancel and the
 * `confirmLabel` button. Focus starts on Cancel (`defaultFocus="reject"`; PrimeReact's own default is the button that
 * goes ahead), the safe choice, so that Enter never goes ahead by accident.
 */
export function SafeConfirmDialog({ header, visible, confirmLabel, onConfirm, onCancel, children }: SafeConfirmDialogProps) {
  return (
    <ConfirmDialog
      header={header}
      visible={visible}
      message={children}
      rejectLabel="Cancel"
      rejectClassName="p-button-secondary p-button-outlined"
      acceptLabel={confirmLabel}
      defaultFocus="reject"
      accept={onConfirm}
      onHide={(result) => {
        if (result !== 'accept') onCancel();
      }}
      style={{ width: 'min(30rem, 95vw)' }}
    />
  );
}
