import { useState } from 'react';
import { AppDialog } from '../../ui/app-dialog';
import { createAbsentRequest } from '../../api/absences';
import { absentRequestAdapter, type AbsentRequestForm } from '../../api/adapters/absent-request';
import { fieldErrorsOf } from '../../api/http-client';
import { SchemaForm, useFormDefinition } from '../../engine';
import { FormNotReady } from '../../ui/read-state';
import { useToast } from '../../ui/toast-context';

export const SUBMIT_FAILED = 'Failed to submit request';
export const SUBMITTED = 'Request submitted';

type FieldErrors = Record<string, string[]>;

export interface MakeRequestDialogProps {
  visible: boolean;
  onClose: () => void;
  /** After the request was recorded (the screen refreshes its list). */
  onSubmitted: () => void;
}

/**
 * 'Make Request' (consultation §2, §5): the absent-request form (from date, to date, reason; all required, the
 * schema's messages) through the form engine, sent by the absent-request adapter. A refused request keeps the dialog
 * open with what was typed and the server's messages under their fields. Cancel (or Escape) closes it and sends
 * nothing; the dialog's content is dropped when it closes, so it opens empty again (no draft for this small form).
 */
export function MakeRequestDialog({ visible, onClose, onSubmitted }: MakeRequestDialogProps) {
  const definition = useFormDefinition(visible ? 'absent-request' : undefined);
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>();
  const close = () => {
    setServerErrors(undefined);
    onClose();
  };
  return (
    <AppDialog header="Make Request" visible={visible} onHide={close} closeOnEscape style={{ width: 'min(32rem, 95vw)' }}>
      {definition.status === 'ready' ? (
        <SchemaForm<AbsentRequestForm>
          hideTitle
          idPrefix="absent-request"
          form={definition.form}
          validateFns={definition.validateFns}
          submitLabel="Submit Request"
          onBack={close}
          backLabel="Cancel"
          serverErrors={serverErrors}
          onSubmit={async (data) => {
            try {
              await createAbsentRequest(absentRequestAdapter.toPayload(data, {}));
            } catch (error) {
              setServerErrors(fieldErrorsOf(error));
              toast.error(SUBMIT_FAILED);
              throw error;
            }
            setServerErrors(undefined);
            toast.success(SUBMITTED);
            onSubmitted();
          }}
        />
      ) : (
        <FormNotReady failed={definition.status === 'error'} />
      )}
    </AppDialog>
  );
}
