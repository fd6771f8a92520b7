import { useState } from 'react';
import { adapters } from '../api/adapters/index';
import { AppDialog } from '../ui/app-dialog';
import { fieldErrorsOf } from '../api/http-client';
import { giveMarks, type SectionMark } from '../api/reviews';
import { useRubricVersions } from '../api/use-rubric-versions';
import { SchemaForm } from '../engine';
import { formatApiError } from '../lib/format-error';
import { FormNotReady } from '../ui/read-state';
import { useKeyedToasts } from '../ui/toast-context';
import { useRubricForm } from './rubric-form';

export interface SectionMarksDialogProps {
  /** The section's form id (`case-history`, …) and its title; null when closed. */
  section: { id: string; title: string } | null;
  appointment: number;
  /** The section's current average (read-only in the dialog). */
  average: number | null | undefined;
  onClose: () => void;
  /** After a save: the recorded mark with the section's new average. */
  onSaved: (mark: SectionMark) => void;
}

/**
 * 'Section marks' (consultation §2 supervisor marks modal): the current section-marks version (`GET
 * /api/grading/rubrics/section-marks/`: marks 0 to its maximum, step 0.01, remarks) through the form engine, validated
 * from that version's schema; the section's average shown read-only. Escape closes it.
 */
export function SectionMarksDialog({ section, appointment, average, onClose, onSaved }: SectionMarksDialogProps) {
  const versions = useRubricVersions('section-marks');
  const rubricForm = useRubricForm(versions.data?.current);
  // The dialog's toasts share a key: the success toast replaces an earlier refusal's.
  const toast = useKeyedToasts('section-marks');
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | undefined>();
  const close = () => {
    setServerErrors(undefined);
    onClose();
  };
  return (
    <AppDialog header="Section marks" visible={section !== null} onHide={close} closeOnEscape style={{ width: 'min(32rem, 95vw)' }}>
      {section && (
        <>
          <dl className="section-marks-summary">
            <div>
              <dt>Section</dt>
              <dd>{section.title}</dd>
            </div>
            <div>
              <dt>Average marks</dt>
              <dd>{typeof average === 'number' ? String(average) : '--'}</dd>
            </div>
          </dl>
          {rubricForm ? (
            <SchemaForm<Record<string, unknown>>
              hideTitle
              idPrefix={`marks-${section.id}`}
              form={rubricForm.form}
              validator={rubricForm.validator}
              liveValidate="onChange"
              submitLabel="Save"
              serverErrors={serverErrors}
              onSubmit={async (data) => {
                try {
                  const body = adapters['section-marks']!.toPayload(data, { schema: rubricForm.form.schema });
                  const mark = await giveMarks(appointment, section.id, body);
                  setServerErrors(undefined);
                  toast.success('Marks saved.');
                  onSaved(mark);
                } catch (error) {
                  setServerErrors(fieldErrorsOf(error));
                  toast.error(formatApiError(error));
                  throw error;
                }
              }}
            />
          ) : (
            <FormNotReady failed={Boolean(versions.error)} />
          )}
        </>
      )}
    </AppDialog>
  );
}
