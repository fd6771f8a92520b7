import { useId, useState } from 'react';
import { AppDialog } from '../../ui/app-dialog';
import { Button } from 'primereact/button';
import { ApiError } from '../../api/http-client';
import { returnReview, type Review } from '../../api/reviews';
import { SECTION_SOURCES } from '../../api/use-section-record';
import { formatApiError } from '../../lib/format-error';
import { useToast } from '../../ui/toast-context';

export const REMARKS_NEEDED = 'Give remarks for the student.';
export const SECTIONS_NEEDED = 'Name at least one section to correct.';

type Errors = { remarks?: string[]; sections?: string[]; detail?: string };

/** The messages of a refused return: field errors, or the answer's detail. */
function errorsOf(error: unknown): Errors {
  if (error instanceof ApiError && typeof error.data === 'object' && error.data !== null) {
    const data = error.data as Record<string, unknown>;
    const list = (value: unknown) => (Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : undefined);
    const errors: Errors = { remarks: list(data.remarks), sections: list(data.sections) };
    if (typeof data.detail === 'string') errors.detail = data.detail;
    if (errors.remarks || errors.sections || errors.detail) return errors;
  }
  return { detail: formatApiError(error) };
}

export interface ReturnDialogProps {
  appointment: number;
  visible: boolean;
  onClose: () => void;
  onReturned: (review: Review) => void;
}

/** 'Return for Correction': remarks for the student and the sections to correct (a checkbox each). */
export function ReturnDialog({ appointment, visible, onClose, onReturned }: ReturnDialogProps) {
  const id = useId();
  const toast = useToast();
  const [remarks, setRemarks] = useState('');
  const [sections, setSections] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setErrors({});
    onClose();
  };
  const toggle = (formId: string, on: boolean) =>
    setSections((current) => (on ? [...current, formId] : current.filter((s) => s !== formId)));
  const send = async () => {
    const local: Errors = {};
    if (!remarks.trim()) local.remarks = [REMARKS_NEEDED];
    if (sections.length === 0) local.sections = [SECTIONS_NEEDED];
    if (local.remarks || local.sections) {
      setErrors(local);
      return;
    }
    setBusy(true);
    try {
      const review = await returnReview(appointment, { remarks: remarks.trim(), sections });
      toast.success('Case returned for correction.');
      setRemarks('');
      setSections([]);
      setErrors({});
      onReturned(review);
    } catch (error) {
      const found = errorsOf(error);
      setErrors(found);
      toast.error(found.detail ?? found.remarks?.[0] ?? found.sections?.[0] ?? formatApiError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog
      header="Return for Correction"
      visible={visible}
      onHide={close}
      closeOnEscape
      style={{ width: 'min(36rem, 95vw)' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label="Cancel" outlined onClick={close} />
          <Button type="button" label="Return" icon="pi pi-replay" loading={busy} onClick={() => void send()} />
        </div>
      }
    >
      {errors.detail && (
        <p className="form-error" role="alert">
          {errors.detail}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-remarks`}>Remarks for the student</label>
        <textarea
          id={`${id}-remarks`}
          className="p-inputtext"
          rows={4}
          maxLength={2000}
          value={remarks}
          aria-invalid={errors.remarks ? true : undefined}
          aria-describedby={errors.remarks ? `${id}-remarks-error` : undefined}
          onChange={(event) => setRemarks(event.target.value)}
        />
        {errors.remarks && (
          <small id={`${id}-remarks-error`} className="p-error" role="alert">
            {errors.remarks.join(' ')}
          </small>
        )}
      </div>
      <fieldset className="return-sections" aria-describedby={errors.sections ? `${id}-sections-error` : undefined}>
        <legend>Sections to correct</legend>
        {SECTION_SOURCES.map((source) => (
          <label key={source.formId} className="return-section">
            <input type="checkbox" checked={sections.includes(source.formId)} onChange={(event) => toggle(source.formId, event.target.checked)} />{' '}
            {source.title}
          </label>
        ))}
        {errors.sections && (
          <small id={`${id}-sections-error`} className="p-error" role="alert">
            {errors.sections.join(' ')}
          </small>
        )}
      </fieldset>
    </AppDialog>
  );
}
