import { useState } from 'react';
import { AppDialog } from '../../ui/app-dialog';
import { createAbsentRequest } from '../../api/absences';
import { schemaAdapter } from '../../api/adapters/schema-adapter';
import { fieldErrorsOf } from '../../api/http-client';
import { SchemaForm, useFormDefinition } from '../../engine';
import { saveFailureText } from '../../lib/format-error';
import { FormNotReady } from '../../ui/read-state';
import { useKeyedToasts } from '../../ui/toast-context';

export const SUBMIT_FAILED = 'Failed to submit request';
export const SUBMITTED = 'Request submitted';

type FieldErrors = Record<string, string[]>;

/** The first of the server's field messages (e.g. 'To date cannot be before from date.'), if any. */
const firstMessage = (fields: FieldErrors | undefined): string | undefined => Object.values(fields ?? {}).flat()[0];

export interface MakeRequestDialogProps {
  visible: boolean;
  onClose: () => void;
  /** After the request was recorded (the screen refreshes its list). */
  onSubmitted: () => void;
}

/**
 * 'Make Request' (consultation §2, §5): the absent-request form (from date, to date, reason; all required, the
 * schema's messages) through the form engine, sent by the wire transform over its schema. A refused request keeps the dialog
 * open with what was typed and the server's messages under their fields, the first also in a toast ('Failed to submit
 * request' when the server gave none); the next toast of this form (a success) replaces it. Cancel (or Escape) closes it and sends
 * nothing; the dialog's content is dropped when it closes, so it opens empty again (no draft for this small form).
 */
export function MakeRequestDialog({ visible, onClose, onSubmitted }: MakeRequestDialogProps) {
  const definition = useFormDefinition(visible ? 'absent-request' : undefined);
  const toast = useKeyedToasts('absent-request');
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>();
  const close = () => {
    setServerErrors(undefined);
    onClose();
  };
  return (
    <AppDialog header="Make Request" visible={visible} onHide={close} closeOnEscape style={{ width: 'min(32rem, 95vw)' }}>
      {definition.status === 'ready' ? (
        <SchemaForm<Record<string, unknown>>
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
              await createAbsentRequest(schemaAdapter(definition.form.schema, []).toPayload(data, {}));
            } catch (error) {
              const fields = fieldErrorsOf(error);
              setServerErrors(fields);
              // A refusal with field messages says what to fix; anything else is the spec's failure text.
              toast.error(firstMessage(fields) ?? saveFailureText(error, SUBMIT_FAILED));
              throw error;
            }
            setServerErrors(undefined);
            // Replaces the refusal's toast of an earlier attempt (same key).
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
