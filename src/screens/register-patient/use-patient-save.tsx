import { useCallback, useState } from 'react';
import { ApiError } from '../../api/http-client';
import { existingPatientsOf, isDuplicatePhone, type ExistingPatient, type Patient } from '../../api/patients';
import { useToast } from '../../ui/toast-context';
import { ConfirmSaveDialog } from './confirm-save-dialog';

/** The person chose not to save after the duplicate-phone question. */
export class Cancelled extends Error {
  constructor() {
    super('Cancelled');
  }
}

/**
 * Saving a patient (registration or edit) with the duplicate-phone question of platform §2.9 and §8: `save(send,
 * loadingText)` sends without confirmation; a refusal naming `confirm_save` asks 'Confirm Save' (the `dialog` to
 * render), and Proceed sends again with it. Cancel rejects with `Cancelled`.
 */
export function usePatientSave() {
  const toast = useToast();
  const [confirming, setConfirming] = useState<((proceed: boolean) => void) | null>(null);
  const [holders, setHolders] = useState<readonly ExistingPatient[]>([]);

  /** Waits for the person's answer to 'Confirm Save', which names the patients already holding the number. */
  const askToConfirm = useCallback((existing: readonly ExistingPatient[]) => {
    setHolders(existing);
    return new Promise<boolean>((answer) => setConfirming(() => answer));
  }, []);
  const answer = (proceed: boolean) => {
    confirming?.(proceed);
    setConfirming(null);
  };

  const save = async (send: (confirmSave: boolean) => Promise<Patient>, loadingText: string): Promise<Patient> => {
    let dismiss = toast.loading(loadingText);
    try {
      try {
        return await send(false);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 400 && isDuplicatePhone(error.data))) throw error;
        dismiss();
        if (!(await askToConfirm(existingPatientsOf(error.data)))) throw new Cancelled();
        dismiss = toast.loading(loadingText);
        return await send(true);
      }
    } finally {
      dismiss();
    }
  };

  const dialog = (
    <ConfirmSaveDialog visible={confirming !== null} existing={holders} onProceed={() => answer(true)} onCancel={() => answer(false)} />
  );
  return { save, dialog };
}
