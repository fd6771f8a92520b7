import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { adapters } from '../api/adapters/index';
import { submitGrading, type Grading, type ReviewStatus } from '../api/reviews';
import { useGrading } from '../api/use-reviews';
import { SchemaForm } from '../engine';
import { errorMessageOf, formatApiError } from '../lib/format-error';
import { useKeyedToasts } from '../ui/toast-context';
import { useRubricForm } from './rubric-form';
import { formatDateTime } from '../lib/display-dates';

export interface FinalGradingFormProps {
  appointment: number;
  /** The case's review status: an approved grade changes only with a reason. */
  status: ReviewStatus | undefined;
  /** After a grading is recorded (the caller refreshes what depends on it, e.g. the timeline). */
  onGraded?: (grading: Grading) => void;
}

const REASON_NEEDED = 'Give a reason for changing an approved grade.';

/** Form data of a recorded grading in its rubric version (`schema`): the wire transform's reading of its answer. */
function formDataOf(grading: Grading | null, schema: unknown): Record<string, unknown> | undefined {
  if (!grading) return undefined;
  return adapters['final-grading']!.fromResponse(grading, { schema }) as Record<string, unknown>;
}

/** The recorded grade: the totals per section and the total, who graded it and when. */
function GradeSummary({ grading }: { grading: Grading }) {
  return (
    <dl className="grading-summary" aria-label="Recorded grade">
      {Object.entries(grading.totals).map(([key, value]) => (
        <div key={key}>
          <dt>{key.replace(/^total/, 'Section ')}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>Total</dt>
        <dd>{grading.total}</dd>
      </div>
      <div>
        <dt>Graded by</dt>
        <dd>
          {grading.graded_by_name}, {formatDateTime(grading.graded_at)} (rubric {grading.rubric_version})
        </dd>
      </div>
      {grading.remarks && (
        <div>
          <dt>Remarks</dt>
          <dd>{grading.remarks}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The final grading (consultation §2 supervisor grading screen, §9 rubric): the rubric version the API answers (the
 * case's grading's own, else the current one) through the form engine with its live totals, validated from that
 * version's schema (views/rubric-form.ts), whichever version it is; Submit records it with its version. A graded
 * case shows its grade and its scores item by item in its own version.
 * 'Change Grade' opens the form again, with a reason once the case is approved (the old grade is kept).
 */
export function FinalGradingForm({ appointment, status, onGraded }: FinalGradingFormProps) {
  const grading = useGrading(appointment);
  const rubricForm = useRubricForm(grading.data?.rubric);
  // The form's toasts share a key: the success toast replaces an earlier refusal's.
  const toast = useKeyedToasts('final-grading');
  const reasonId = useId();
  const [changing, setChanging] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  if (grading.error) {
    return (
      <p className="form-error" role="alert">
        Error: {errorMessageOf(grading.error)}
      </p>
    );
  }
  if (!grading.data || !rubricForm) {
    return (
      <p className="muted" role="status">
        Loading...
      </p>
    );
  }
  const { current, rubric } = grading.data;
  const needsReason = status === 'approved' && current !== null;
  const showForm = current === null || changing;

  return (
    <div className="final-grading">
      {current && (
        <>
          <GradeSummary grading={current} />
          <SchemaForm readOnly hideTitle idPrefix="final-grading-recorded" form={rubricForm.form} validator={rubricForm.validator} formData={formDataOf(current, rubric.schema)} />
        </>
      )}
      {current && !changing && <Button type="button" label="Change Grade" icon="pi pi-pencil" outlined onClick={() => setChanging(true)} />}
      {showForm && (
        <>
          {needsReason && (
            <div className="field">
              <label htmlFor={reasonId}>Reason for the change</label>
              <textarea
                id={reasonId}
                className="p-inputtext"
                value={reason}
                maxLength={2000}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              {reasonError && (
                <small id={`${reasonId}-error`} className="p-error" role="alert">
                  {reasonError}
                </small>
              )}
            </div>
          )}
          <SchemaForm<Record<string, unknown>>
            hideTitle
            idPrefix="final-grading"
            form={rubricForm.form}
            validator={rubricForm.validator}
            formData={formDataOf(current, rubric.schema)}
            submitLabel="Submit"
            onBack={changing ? () => setChanging(false) : undefined}
            // A refused grade also says why in a toast (consultation §8's validation toasts, 'Please fill all
            // scores before submitting', 'Invalid number'): the first message, the version's own text.
            onInvalid={(messages) => {
              if (messages[0]) toast.error(messages[0]);
            }}
            onSubmit={async (data) => {
              if (needsReason && !reason.trim()) {
                setReasonError(REASON_NEEDED);
                document.getElementById(reasonId)?.focus();
                throw new Error(REASON_NEEDED);
              }
              setReasonError(null);
              try {
                const payload = adapters['final-grading']!.toPayload(data, { schema: rubric.schema });
                const body = { ...payload, rubric_version: rubric.version, ...(needsReason ? { reason: reason.trim() } : {}) };
                const recorded = await submitGrading(appointment, body);
                toast.success('Grading submitted.');
                setChanging(false);
                setReason('');
                await grading.mutate();
                onGraded?.(recorded);
              } catch (error) {
                toast.error(formatApiError(error));
                throw error;
              }
            }}
          />
        </>
      )}
    </div>
  );
}
