import { useLayoutEffect, useState } from 'react';
import { AppDialog } from '../../ui/app-dialog';
import { Button } from 'primereact/button';
import type { Clinic } from '../../api/adapters/patient-registration';
import { CLINICS } from '../../lib/clinics';

export const CLINIC_CHOICE_TITLE = 'Choose the clinic in which you are attending to this patient';

export interface ClinicChoiceDialogProps {
  visible: boolean;
  initial: Clinic | null;
  onChoose: (clinic: Clinic) => void;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
}

/** The clinic-choice modal of platform §2.9: Old Site, Science (New Site), CCTU; Continue once one is picked. */
export function ClinicChoiceDialog({ visible, initial, onChoose, onClose }: ClinicChoiceDialogProps) {
  const [clinic, setClinic] = useState<Clinic | null>(initial);
  // The dialog gives focus back, once closed, to what had it when it opened: by then the person may be typing in
  // the form. Letting go of that focus first (before the dialog records it) keeps it where the person put it.
  useLayoutEffect(() => {
    if (visible && document.activeElement instanceof HTMLElement) document.activeElement.blur();
  }, [visible]);
  return (
    <AppDialog
      header={CLINIC_CHOICE_TITLE}
      visible={visible}
      onHide={onClose}
      dismissableMask
      closeOnEscape
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label="Continue" disabled={!clinic} onClick={() => clinic && onChoose(clinic)} />
        </div>
      }
    >
      <fieldset className="choice-list">
        <legend className="sr-only">Clinic</legend>
        {CLINICS.map((option) => (
          <label key={option.value} className="choice-option">
            <input
              type="radio"
              name="clinic-choice"
              value={option.value}
              checked={clinic === option.value}
              onChange={() => setClinic(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </AppDialog>
  );
}
