import { useCallback, useMemo } from 'react';
import { optionsList, type ErrorSchema, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { DIAGNOSIS_KEYS, DiagnosisEntry, type DiagnosisValue } from './diagnosis-entry';
import { useFocusNewCard } from './use-focus-new-card';
import type { DiagnosisCode } from './form-context';
import { ItemProperties } from './item-properties';
import { fieldTitle, otherProperties, useItemSchema } from './schema-child';
import { SearchCombobox, type ComboOption } from './search-combobox';
import type { SegmentOption } from './segmented-radio-group';
import { clinicalContext } from './use-form-context';
import { useLatest } from './use-latest';
import { ALREADY_CHOSEN, schemaMessage } from './schema-messages';

/** "H40.11 — Primary open-angle glaucoma". */
export const codeLabel = (code: DiagnosisCode) => `${code.icd_code} — ${code.diagnosis}`;

const asEntries = (value: unknown): DiagnosisValue[] =>
  Array.isArray(value)
    ? value.filter((item): item is DiagnosisValue => item !== null && typeof item === 'object' && 'code' in item)
    : [];

/**
 * `diagnosisPicker`: final diagnoses chosen from `formContext.referenceData.diagnosisCodes` (searchable by code
 * or name; a code already chosen is refused with the list's `errorMessage.uniqueItems`, spec §8 'Diagnosis already selected'), each with a management plan,
 * affected eye (the item schema's enum, labelled by its `ui:enumNames`), notes and queries; the item schema's
 * `required` marks the required ones. Value: `[{code, management_plan, affected_eye, notes,
 * queries: [{query}]}]`; `code` is the code's id, or its ICD-10 text when the item schema types `code` as string.
 */
export function DiagnosisPickerField(props: FieldProps) {
  const { formData, registry, fieldPathId, onChange, onBlur, disabled, readonly, errorSchema, schema, uiSchema } = props;
  const codes = clinicalContext(registry).referenceData?.diagnosisCodes;
  const itemSchema = useItemSchema(props);
  const others = useMemo(() => otherProperties(itemSchema, DIAGNOSIS_KEYS), [itemSchema]);
  const eyeUi = (uiSchema?.items as UiSchema | undefined)?.affected_eye as UiSchema | undefined;
  const eyeOptions = useMemo<readonly SegmentOption[]>(() => {
    const property = itemSchema.properties?.affected_eye;
    const options = typeof property === 'object' ? optionsList(property as RJSFSchema, eyeUi) : undefined;
    return (options ?? []).map(({ value, label }) => ({ value: String(value), label }));
  }, [itemSchema, eyeUi]);
  const required = useMemo(() => new Set(itemSchema.required ?? []), [itemSchema]);
  const codeProperty = itemSchema.properties?.code;
  const codeAsText = typeof codeProperty === 'object' && codeProperty.type === 'string';
  const keyOf = useCallback((code: DiagnosisCode) => (codeAsText ? code.icd_code : code.id), [codeAsText]);

  const entries = asEntries(formData);
  const chosen = new Set(entries.map((entry) => String(entry.code)));
  const byKey = useMemo(() => new Map((codes ?? []).map((code) => [String(keyOf(code)), code])), [codes, keyOf]);

  const latest = useLatest({ entries, onChange, onBlur, id: fieldPathId.$id, path: fieldPathId.path });
  const emit = useCallback(
    (next: DiagnosisValue[]) => {
      latest.current.entries = next;
      latest.current.onChange(next, latest.current.path);
    },
    [latest],
  );
  const onUpdate = useCallback(
    (index: number, entry: DiagnosisValue) => emit(latest.current.entries.map((e, i) => (i === index ? entry : e))),
    [emit, latest],
  );
  // Validated at once, as a blur would be (after the change it follows: RJSF applies both in order).
  const onChoose = useCallback(() => latest.current.onBlur(latest.current.id, latest.current.entries), [latest]);
  const onRemove = useCallback(
    (index: number) => emit(latest.current.entries.filter((_, i) => i !== index)),
    [emit, latest],
  );

  const add = (code: DiagnosisCode) => {
    if (chosen.has(String(keyOf(code)))) return schemaMessage(schema, 'uniqueItems') ?? ALREADY_CHOSEN;
    emit([...entries, { code: keyOf(code), queries: [] }]);
    return undefined;
  };
  const groups = [
    {
      options: (codes ?? []).map((code) => ({
        value: String(keyOf(code)),
        label: codeLabel(code),
        note: chosen.has(String(keyOf(code))) ? 'already selected' : undefined,
      })),
    },
  ];
  // A code chosen: its card's management plan takes the focus, where the person's work goes next.
  const newCard = useFocusNewCard<HTMLFieldSetElement>(entries.length);
  const pickCode = (code: DiagnosisCode) => {
    const refused = add(code);
    if (!refused) newCard.expect();
    return refused;
  };
  const onPick = (option: ComboOption) => {
    const code = byKey.get(option.value);
    return code ? pickCode(code) : undefined;
  };
  const onSubmitText = (text: string) => {
    const needle = text.toLowerCase();
    const code = (codes ?? []).find((c) => c.icd_code.toLowerCase() === needle || codeLabel(c).toLowerCase() === needle);
    return code ? { refused: pickCode(code) } : undefined;
  };

  const locked = disabled || readonly;
  const title = fieldTitle(props, schema);
  return (
    <fieldset className="sl-diagnoses" ref={newCard.container}>
      {title && <legend className="sl-legend">{title}</legend>}
      {!locked && (
        <SearchCombobox
          id={`${fieldPathId.$id}__search`}
          label="Search diagnosis codes"
          placeholder="Code or name, e.g. H40.11 or glaucoma"
          groups={groups}
          onPick={onPick}
          onSubmitText={onSubmitText}
        />
      )}
      {!codes && <p className="sl-hint">The list of diagnosis codes is not available.</p>}
      {entries.map((entry, index) => {
        const code = byKey.get(String(entry.code));
        const entryTitle = code ? codeLabel(code) : `Diagnosis ${String(entry.code)}`;
        return (
          <DiagnosisEntry
            key={String(entry.code)}
            idPrefix={fieldPathId.$id}
            index={index}
            entry={entry}
            title={entryTitle}
            shortName={code?.icd_code ?? `diagnosis ${String(entry.code)}`}
            errors={(errorSchema as Record<number, ErrorSchema> | undefined)?.[index]}
            eyeOptions={eyeOptions}
            required={required}
            onUpdate={onUpdate}
            onChoose={onChoose}
            onRemove={onRemove}
            disabled={locked}
          >
            {others.length > 0 && <ItemProperties list={props} itemSchema={itemSchema} index={index} names={others} label={entryTitle} />}
          </DiagnosisEntry>
        );
      })}
    </fieldset>
  );
}
