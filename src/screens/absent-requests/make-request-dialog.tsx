import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { createAbsentRequest } from '../../api/absences';
import { absentRequestAdapter, type AbsentRequestForm } from '../../api/adapters/absent-request';
import { ApiError } from '../../api/http-client';
import { SchemaForm, useFormDefinition } from '../../engine';
import { useToast } from '../../ui/toast-context';

export const SUBMIT_FAILED = 'Failed to submit request';
export const SUBMITTED = 'Request submitted';

type FieldErrors = Record<string, string[]>;

/** The field messages of a 400 answer (`{to_date: ['To date cannot be before from date.']}`), if it has any. */
function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.data !== 'object' || error.data === null) return undefined;
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(error.data as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (key !== 'detail' && messages.length > 0) out[key] = messages;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export interface MakeRequestDialogProps {
  visible: boolean;
  onClose: () => void;
  /** After the request was recorded (the screen refreshes its list). */
  onSubmitted: () => void;
}

/**
 * 'Make Request' (consultation §2, §5): the absent-request form (from date, to date, reason; all required, the
 * schema's messages) through the form engine, sent by the absent-request adapter. A refused request keeps the dialog
 * open with what was typed and the server's messages under their fields.
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
    <Dialog header="Make Request" visible={visible} onHide={close} closeOnEscape style={{ width: 'min(32rem, 95vw)' }}>
      {definition.status === 'ready' ? (
        <SchemaForm<AbsentRequestForm>
          hideTitle
          idPrefix="absent-request"
          form={definition.form}
          validateFns={definition.validateFns}
          submitLabel="Submit Request"
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
      ) : definition.status === 'error' ? (
        <p className="form-error" role="alert">
          The form could not be loaded.
        </p>
      ) : (
        <p className="muted" role="status">
          Loading...
        </p>
      )}
    </Dialog>
  );
}
