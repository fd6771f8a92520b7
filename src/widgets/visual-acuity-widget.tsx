import { useMemo } from 'react';
import { InputText } from 'primereact/inputtext';
import type { WidgetProps } from '@rjsf/utils';
import { clinicalContext, useFormString } from './use-form-context';
import { asChart, normaliseVa, otherNotations, vaFeedback, vaRule, type VaKind } from './va-notation';
import { describedBy, hintId, listId } from './widget-ids';

const PLACEHOLDERS: Record<string, string> = {
  near: 'e.g. N5 or M1',
  SNELLEN: 'e.g. 6/6',
  LOGMAR: 'e.g. 0.30',
};

/**
 * `visualAcuity`: a VA value read in the chart chosen elsewhere in the form.
 * `ui:options`: `chartField` (property name, or dotted path from the form's root, holding SNELLEN | LOGMAR |
 * Others), `kind` (`distance`, the default, or `near`: M/N notation whatever the chart).
 * Every rule is the field's schema as RJSF passes it, resolved for the chart chosen: offers its `examples` while
 * typing, gives live feedback with its `pattern` and message (its `x-hint`, not blocking, for an accepted value off
 * the examples) and shows the value in the other notations (`referenceData.vaConversions` of the form context).
 * Value: the text typed, tidied on blur.
 */
export function VisualAcuityWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, options, disabled, readonly, required, rawErrors, registry } = props;
  const kind: VaKind = options.kind === 'near' ? 'near' : 'distance';
  const chartField = typeof options.chartField === 'string' ? options.chartField : undefined;
  const chart = asChart(useFormString(registry, kind === 'near' ? undefined : chartField));
  const rule = useMemo(() => vaRule(props.schema), [props.schema]);
  const text = typeof value === 'string' ? value : '';
  const feedback = vaFeedback(text, rule, chart);
  const showFeedback = feedback !== undefined && !rawErrors?.includes(feedback.message);
  // A hint (a value the schema accepts, off the chart's lines) neither marks the input invalid nor blocks a save.
  const flagged = Boolean(rawErrors?.length) || (showFeedback && feedback.tone === 'error');
  const conversions = clinicalContext(registry).referenceData?.vaConversions;
  const notations =
    kind === 'distance' && feedback?.tone !== 'error' ? otherNotations(text, chart, conversions) : undefined;
  const suggestions = rule.examples;

  return (
    <div className="sl-va">
      <InputText
        id={id}
        name={id}
        value={text}
        list={suggestions.length ? listId(id) : undefined}
        placeholder={props.placeholder || (PLACEHOLDERS[kind === 'near' ? 'near' : (chart ?? '')] ?? '')}
        autoComplete="off"
        aria-label={hideLabel ? label : undefined}
        aria-describedby={describedBy(id, true)}
        aria-invalid={flagged || undefined}
        aria-required={required || undefined}
        disabled={disabled}
        readOnly={readonly}
        invalid={flagged}
        onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => {
          const tidy = normaliseVa(event.target.value, rule, chart);
          if (tidy !== event.target.value) props.onChange(tidy === '' ? undefined : tidy);
          props.onBlur(id, tidy);
        }}
        onFocus={(event) => props.onFocus(id, event.target.value)}
      />
      {suggestions.length > 0 && (
        <datalist id={listId(id)}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <div id={hintId(id)} className="sl-hint" aria-live="polite">
        {showFeedback && <span className={`sl-va__feedback sl-va__feedback--${feedback.tone}`}>{feedback.message}</span>}
        {notations && <span className="sl-va__notations">{notations}</span>}
      </div>
    </div>
  );
}
