import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { AppDialog } from './app-dialog';

export interface SafeConfirmDialogProps {
  header: string;
  visible: boolean;
  /** The label of the button that goes ahead ('Proceed', 'Confirm'). */
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A question before something that cannot be taken back. Focus starts on Cancel, the safe choice, so that Enter
 * never goes ahead by accident.
 */
export function SafeConfirmDialog({ header, visible, confirmLabel, onConfirm, onCancel, children }: SafeConfirmDialogProps) {
  return (
    <AppDialog
      header={header}
      visible={visible}
      onHide={onCancel}
      closeOnEscape
      style={{ width: 'min(30rem, 95vw)' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label="Cancel" severity="secondary" outlined autoFocus onClick={onCancel} />
          <Button type="button" label={confirmLabel} onClick={onConfirm} />
        </div>
      }
    >
      {children}
    </AppDialog>
  );
}
