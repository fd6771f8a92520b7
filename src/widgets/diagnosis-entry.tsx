import { memo, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ErrorSchema } from '@rjsf/utils';
import { SegmentedRadioGroup, type SegmentOption } from './segmented-radio-group';

/** One final diagnosis (spec §3): code, management plan, affected eye (OD, OS, OU), notes and queries. */
export interface DiagnosisValue {
  code: number | string;
  management_plan?: string;
  affected_eye?: string;
  notes?: string;
  queries?: { query?: string }[];
  [other: string]: unknown;
}

/** The members of a diagnosis the entry renders itself; any other property of the item schema is rendered as it is. */
export const DIAGNOSIS_KEYS: readonly string[] = ['code', 'management_plan', 'affected_eye', 'notes', 'queries'];

type Node = { __errors?: string[] } & Record<string, unknown>;
/** The messages at a path of an error schema. */
function errorsAt(errors: ErrorSchema | undefined, ...path: (string | number)[]): string[] {
  let node = errors as Node | undefined;
  for (const key of path) node = node?.[key] as Node | undefined;
  return node?.__errors ?? [];
}

export interface DiagnosisEntryProps {
  idPrefix: string;
  index: number;
  entry: DiagnosisValue;
  /** "H40.11 — Primary open-angle glaucoma". */
  title: string;
  /** Short name used in button names ("Remove H40.11"). */
  shortName: string;
  errors: ErrorSchema | undefined;
  /** The affected eye's choices, from the item schema's enum and their `ui:enumNames` ("OU (both)"). */
  eyeOptions: readonly SegmentOption[];
  /** The members the item schema requires (management plan, affected eye). */
  required: ReadonlySet<string>;
  onUpdate: (index: number, entry: DiagnosisValue) => void;
  /** A choice was made (the affected eye): it is validated at once, as a blur would be. */
  onChoose: () => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  /** Shown after the queries: the properties added to the item schema (`ItemProperties`). */
  children?: ReactNode;
}

/** The marker of a required member (the control itself says `required` to screen readers). */
const requiredMark = <span className="sl-required" aria-hidden="true">*</span>;

/** One chosen diagnosis with its management plan, affected eye, notes and queries (the schema says which are required). */
export const DiagnosisEntry = memo(function DiagnosisEntry(props: DiagnosisEntryProps) {
  const { idPrefix, index, entry, title, shortName, errors, eyeOptions, required, onUpdate, onChoose, onRemove, disabled, children } = props;
  const id = (part: string) => `${idPrefix}-${index}-${part}`;
  const set = (key: string, value: unknown) => {
    const next: DiagnosisValue = { ...entry };
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
    onUpdate(index, next);
  };
  const queries = entry.queries ?? [];
  const setQueries = (next: { query?: string }[]) => set('queries', next);
  const errorText = (part: string, messages: string[]) =>
    messages.length > 0 && (
      <small id={id(`${part}-error`)} className="sl-error">
        {messages.join(' ')}
      </small>
    );
  const planErrors = errorsAt(errors, 'management_plan');
  const eyeErrors = errorsAt(errors, 'affected_eye');

  return (
    <fieldset className="sl-card">
      <legend className="sl-card__title">{title}</legend>
      {!disabled && (
        <Button type="button" icon="pi pi-times" text rounded className="sl-card__remove" aria-label={`Remove ${shortName}`} onClick={() => onRemove(index)} />
      )}
      <div className="sl-details__item">
        <label htmlFor={id('plan')} className="sl-label">
          Management plan {required.has('management_plan') && requiredMark}
        </label>
        <InputTextarea
          id={id('plan')}
          rows={2}
          value={entry.management_plan ?? ''}
          aria-required={required.has('management_plan') || undefined}
          aria-invalid={planErrors.length > 0 || undefined}
          aria-describedby={planErrors.length ? id('plan-error') : undefined}
          invalid={planErrors.length > 0}
          disabled={disabled}
          onChange={(event) => set('management_plan', event.target.value)}
        />
        {errorText('plan', planErrors)}
      </div>
      <div className="sl-details__item">
        <span className="sl-label">Affected eye {required.has('affected_eye') && requiredMark}</span>
        <SegmentedRadioGroup
          label="Affected eye"
          options={eyeOptions}
          value={entry.affected_eye}
          required={required.has('affected_eye')}
          onChange={(eye) => {
            set('affected_eye', eye);
            onChoose();
          }}
          invalid={eyeErrors.length > 0}
          describedBy={eyeErrors.length ? id('eye-error') : undefined}
          disabled={disabled}
        />
        {errorText('eye', eyeErrors)}
      </div>
      <div className="sl-details__item">
        <label htmlFor={id('notes')} className="sl-label">
          Notes
        </label>
        <InputTextarea id={id('notes')} rows={2} value={entry.notes ?? ''} disabled={disabled} onChange={(event) => set('notes', event.target.value)} />
      </div>
      <div className="sl-queries" role="group" aria-label="Queries">
        <span className="sl-label">Queries</span>
        {queries.map((query, queryIndex) => {
          const messages = errorsAt(errors, 'queries', queryIndex, 'query');
          return (
            <div key={queryIndex} className="sl-queries__row">
              <InputText
                id={id(`query-${queryIndex}`)}
                aria-label={`Query ${queryIndex + 1}`}
                value={query.query ?? ''}
                aria-invalid={messages.length > 0 || undefined}
                invalid={messages.length > 0}
                disabled={disabled}
                onChange={(event) =>
                  setQueries(queries.map((q, i) => (i === queryIndex ? { ...q, query: event.target.value } : q)))
                }
              />
              {!disabled && (
                <Button type="button" icon="pi pi-trash" text aria-label={`Remove query ${queryIndex + 1}`} onClick={() => setQueries(queries.filter((_, i) => i !== queryIndex))} />
              )}
              {errorText(`query-${queryIndex}`, messages)}
            </div>
          );
        })}
        {!disabled && (
          <Button type="button" label="Add query" icon="pi pi-plus" size="small" text onClick={() => setQueries([...queries, { query: '' }])} />
        )}
      </div>
      {children}
    </fieldset>
  );
});
