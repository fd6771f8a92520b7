import { useState } from 'react';
import { SchemaForm } from '../schema-form';
import type { LoadedForm } from '../use-form-definition';
import { useRenderTiming } from './render-timing';

export interface FormPanelProps {
  loaded: LoadedForm;
  formData: unknown;
  readOnly: boolean;
  /** Opaque to the engine: handed to the widgets. */
  formContext: object;
}

type Outcome = { kind: 'saved'; data: unknown } | { kind: 'unchanged' };

/** The chosen form with the chosen data, editable or read-only, and what a submit produced. */
export function FormPanel({ loaded, formData, readOnly, formContext }: FormPanelProps) {
  const painted = useRenderTiming();
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const { form, validateFns } = loaded;
  return (
    <div className="review-form" data-painted={painted || undefined}>
      {readOnly ? (
        <SchemaForm form={form} validateFns={validateFns} formData={formData} formContext={formContext} readOnly />
      ) : (
        <SchemaForm
          form={form}
          validateFns={validateFns}
          formData={formData}
          formContext={formContext}
          onSubmit={async (data) => setOutcome({ kind: 'saved', data })}
          onNoChanges={() => setOutcome({ kind: 'unchanged' })}
          onChange={() => setOutcome(undefined)}
        />
      )}
      {!readOnly && (
        <section className="review-result" aria-labelledby="review-result-title">
          <h2 id="review-result-title">Validation result</h2>
          <div role="status" aria-live="polite">
            {outcome === undefined && <p className="muted">Submit the form to see what it sends.</p>}
            {outcome?.kind === 'unchanged' && <p>No changes detected</p>}
            {outcome?.kind === 'saved' && <p>Valid: the form would save this data.</p>}
          </div>
          {outcome?.kind === 'saved' && <pre aria-label="Submitted data">{JSON.stringify(outcome.data, null, 2)}</pre>}
        </section>
      )}
    </div>
  );
}
