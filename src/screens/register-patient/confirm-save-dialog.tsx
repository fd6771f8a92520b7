import { Link } from 'react-router-dom';
import { patientDetailsLink, patientName, type ExistingPatient } from '../../api/patients';
import { SafeConfirmDialog } from '../../ui/safe-confirm-dialog';
import { formatDate } from '../../lib/display-dates';

export const CONFIRM_SAVE_TEXT =
  "An account with this primary phone number already exists. Click 'Proceed' to continue, or verify the number and try again.";

export interface ConfirmSaveDialogProps {
  visible: boolean;
  /** The patients already holding the number, as the server named them (none when it did not). */
  existing?: readonly ExistingPatient[];
  onProceed: () => void;
  onCancel: () => void;
}

/**
 * The duplicate-phone question of platform §2.9 and §8: Proceed resends with `confirm_save: true`. It names the
 * patients who already hold the number, each with a link to their details, and focus starts on Cancel so that
 * Enter never saves a duplicate.
 */
export function ConfirmSaveDialog({ visible, existing = [], onProceed, onCancel }: ConfirmSaveDialogProps) {
  return (
    <SafeConfirmDialog header="Confirm Save" visible={visible} confirmLabel="Proceed" onConfirm={onProceed} onCancel={onCancel}>
      <p>{CONFIRM_SAVE_TEXT}</p>
      {existing.length > 0 && (
        <>
          <h2 id="existing-patients-title" className="dialog-subtitle">
            Already registered with this number
          </h2>
          <ul className="existing-patients" aria-labelledby="existing-patients-title">
            {existing.map((patient) => (
              <li key={patient.id}>
                <Link {...patientDetailsLink(patient)}>
                  {patientName(patient)}
                </Link>{' '}
                ({patient.patient_id}, born {formatDate(patient.dob)})
              </li>
            ))}
          </ul>
        </>
      )}
    </SafeConfirmDialog>
  );
}
