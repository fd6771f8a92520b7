import { useCallback, useMemo, useRef, useState } from 'react';
import { adapters } from '../../../api/adapters';
import { fieldErrorsOf } from '../../../api/http-client';
import { extraTestsPath, saveExtraTest } from '../../../api/extra-tests';
import { openFile } from '../../../api/files';
import { usePreviousRecords } from '../../../api/use-previous-records';
import { useSectionRecord } from '../../../api/use-section-record';
import { SchemaForm, useFormDefinition, type FormAction, type FormSubmission } from '../../../engine';
import { asksForPrevious } from '../../../engine/core/previous-value';
import { requiredMessage } from '../../../engine/core/required-message';
import { errorMessageOf, saveFailureText } from '../../../lib/format-error';
import { PageSpinner } from '../../../ui/page-spinner';
import { useKeyedToasts } from '../../../ui/toast-context';
import type { SectionTabProps } from '../section-tab-props';
import { recordItemKey, recordItemLabel } from '../../../lib/record-items';
import { savedByText } from './saved-by';
import { schemaSectionConfig } from './section-configs';

const FORM_ID = 'extra-test';
/** The texts of the section manifest (schemas/consultation/sections.json): nothing saved, a failed upload. */
const NO_EXTRA_TESTS = schemaSectionConfig(FORM_ID).source.emptyText;
const UPLOAD_FAILED = schemaSectionConfig(FORM_ID).failureText;
/** A chosen file is kept in this tab until the test is sent with it; the form holds this token in its place. */
const LOCAL_FILE = 'local-file-';

type FieldErrors = Record<string, string[]>;

/**
 * 'Add Test' saves the test and stays for another (Enter in a field too); 'Save and Proceed' saves a typed test
 * and moves on, or moves on at once from an empty form.
 */
const ACTIONS: readonly FormAction[] = [
  { name: 'add', label: 'Add Test' },
  { name: 'proceed', label: 'Save and Proceed', skipsWhenUnchanged: true },
];

/**
 * The Extra Tests tab (consultation §2, §3, §5, §8): the appointment's saved tests (several per appointment, each
 * with its file to open), and the extra-test form to add one. A chosen file stays in the browser until 'Add Test'
 * sends the test and its file together as the specification's multipart form; tonometry needs no file (the schema's
 * rule). A successful save refreshes the list and empties the form. 'Save and Proceed' saves a typed test as 'Add
 * Test' would and moves on (a typed test that is not valid shows its errors and stays); from an empty form it moves
 * on at once (docs/decisions.md, "Extra tests are optional").
 */
export function ExtraTestsTab({ appointment, readOnly, onDone, onBack }: SectionTabProps) {
  // One key for the tab's toasts: a failure's toast goes once an upload goes through.
  const toast = useKeyedToasts('section:extra-test');
  const definition = useFormDefinition(FORM_ID);
  const list = useSectionRecord(extraTestsPath(appointment.id));
  const files = useRef(new Map<string, File>());
  const [formKey, setFormKey] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>(undefined);
  const adapter = adapters[FORM_ID]!;
  // The schema's messages for a missing test name and a missing file ('Test name and file are required.', §8).
  const schema = definition.status === 'ready' ? definition.form.schema : undefined;
  const nameRequired = requiredMessage(schema, 'name');
  const fileRequired = requiredMessage(schema, 'file');
  // The previous visit's tests, for the hints of the new test's fields whose uiSchema asks for them.
  const wantsPrevious = !readOnly && definition.status === 'ready' && asksForPrevious(definition.form.uiSchema);
  const previous = usePreviousRecords(appointment.id, FORM_ID, wantsPrevious).data;

  const formContext = useMemo(
    () => ({
      // The widget's "upload": the file is kept here and sent with the test.
      uploadFile: async (file: File) => {
        const token = `${LOCAL_FILE}${crypto.randomUUID()}`;
        files.current.set(token, file);
        return { id: token, name: file.name };
      },
      openFile: async (value: string) => {
        const local = files.current.get(value);
        if (!local) return openFile(value);
        const url = URL.createObjectURL(local);
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
    }),
    [],
  );
  const addFormContext = useMemo(() => ({ ...formContext, previous }), [formContext, previous]);

  const submit = useCallback(
    async (formData: unknown, submission?: FormSubmission) => {
      setServerErrors(undefined);
      const payload = adapter.toPayload(formData, { appointmentId: appointment.id }) as Record<string, unknown>;
      const token = typeof payload.file === 'string' && payload.file.startsWith(LOCAL_FILE) ? payload.file : undefined;
      const file = token ? files.current.get(token) : undefined;
      if (token && !file) {
        // A draft restored after a reload names a file this page no longer holds: it must be chosen again.
        toast.error(fileRequired);
        setServerErrors({ file: [fileRequired] });
        throw new Error(fileRequired);
      }
      try {
        await saveExtraTest(appointment.id, payload, file);
      } catch (error) {
        toast.error(saveFailureText(error, UPLOAD_FAILED));
        setServerErrors(fieldErrorsOf(error));
        throw error;
      }
      toast.dismiss();
      if (token) files.current.delete(token);
      await list.mutate();
      if (submission?.action === 'proceed') return onDone();
      // After the form has taken the save as done (its draft removed): a fresh, empty form.
      setTimeout(() => setFormKey((key) => key + 1), 0);
    },
    [adapter, appointment.id, fileRequired, list, toast, onDone],
  );

  const tests = Array.isArray(list.data) ? (list.data as unknown[]) : [];

  let listView;
  if (list.error) {
    listView = (
      <p className="form-error" role="alert">
        Error: {errorMessageOf(list.error)}
      </p>
    );
  } else if (list.isLoading || definition.status === 'loading') {
    listView = <PageSpinner label="Loading extra tests..." />;
  } else if (tests.length === 0) {
    listView = <p className="muted">{NO_EXTRA_TESTS}</p>;
  } else if (definition.status === 'ready') {
    listView = (
      <ol className="record-list" aria-label="Saved extra tests">
        {tests.map((item, index) => {
          const saved = savedByText(item);
          return (
            <li key={recordItemKey(item, index)} aria-label={recordItemLabel(item, index)}>
              {saved && <p className="muted">{saved}</p>}
              <SchemaForm
                readOnly
                hideTitle
                idPrefix={`extra-test-${recordItemKey(item, index)}`}
                form={definition.form}
                validateFns={definition.validateFns}
                formData={adapter.fromResponse(item)}
                formContext={formContext}
              />
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section className="extra-tests" aria-labelledby="extra-tests-heading">
      <h2 id="extra-tests-heading">Extra Tests</h2>
      {listView}
      {definition.status === 'error' && (
        <p className="form-error" role="alert">
          The form could not be loaded.
        </p>
      )}
      {!readOnly && definition.status === 'ready' && (
        <>
          <h3>Add a test</h3>
          <SchemaForm
            key={formKey}
            hideTitle
            form={definition.form}
            validateFns={definition.validateFns}
            formContext={addFormContext}
            draftKey={`${FORM_ID}:${appointment.id}`}
            actions={ACTIONS}
            onBack={onBack}
            serverErrors={serverErrors}
            onSubmit={submit}
            onNoChanges={onDone}
            onInvalid={(messages) => {
              // The validation toast of consultation §8 (the message also shows under its field): the schema's text.
              const required = [nameRequired, fileRequired].find((message) => messages.includes(message));
              if (required) toast.error(required);
            }}
          />
        </>
      )}
    </section>
  );
}
