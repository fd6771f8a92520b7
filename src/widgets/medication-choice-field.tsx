import { useMemo } from 'react';
import type { FieldProps } from '@rjsf/utils';
import type { MedicationOption } from './form-context';
import { SearchCombobox, type ComboGroup, type ComboOption } from './search-combobox';
import { clinicalContext } from './use-form-context';
import { isRecord } from '../lib/is-record';
import { medicationLabel } from '../lib/medication-label';

type Entry = Record<string, unknown>;

const asEntry = (value: unknown): Entry => (isRecord(value) ? value : {});

/**
 * The pharmacy list as the chooser offers it: grouped by medication type (in the list's order), each by its name and
 * strength only; the dosing is the chosen entry's own Dosage field, not part of the choice.
 */
export function medicationGroups(medications: readonly MedicationOption[], chosenId: unknown): ComboGroup[] {
  const groups = new Map<string, ComboOption[]>();
  for (const medication of medications) {
    const type = medication.medication_type ?? '';
    const option: ComboOption = {
      value: String(medication.id),
      label: medicationLabel(medication, ['strength']),
      note: medication.id === chosenId ? 'chosen' : undefined,
    };
    groups.set(type, [...(groups.get(type) ?? []), option]);
  }
  return [...groups].map(([type, options]) => ({ label: type || undefined, options }));
}

/**
 * `medicationChoice`: one prescribed medication chosen from the pharmacy list (`formContext.referenceData.medications`,
 * GET /pharmacy/medications/) in a searchable list: type part of a name, move with the arrow keys, Enter to choose.
 * The list is as wide as its field and long dosing texts wrap, so about a hundred medications never widen the page
 * (a native select is as wide as its longest option). Each choice reads as name and strength. Choosing sets the
 * entry's `id` and `name`, and its `dosage` (the list's usual dosing) when none was typed yet; the entry's own
 * properties (dosage and eye, each its own field, and any the schema adds) are then rendered by the form's
 * ObjectField from the schema and ui.json, so this field adds only the choice.
 */
export function MedicationChoiceField(props: FieldProps) {
  const { formData, registry, fieldPathId, onChange, disabled, readonly } = props;
  const ObjectField = registry.fields.ObjectField!;
  const medications = clinicalContext(registry).referenceData?.medications;
  const entry = asEntry(formData);
  const groups = useMemo(() => medicationGroups(medications ?? [], entry.id), [medications, entry.id]);
  const choose = (medication: MedicationOption | undefined) => {
    if (!medication) return undefined;
    const next: Entry = { ...entry, id: medication.id, name: medication.name };
    if (typeof next.dosage !== 'string' || next.dosage === '') next.dosage = medication.dosage || undefined;
    onChange(next, fieldPathId.path);
    return undefined;
  };
  const byName = (text: string) => medications?.find((medication) => medication.name.toLowerCase() === text.toLowerCase());
  return (
    <div className="sl-medication">
      {!readonly && (
        <>
          <SearchCombobox
            id={`${fieldPathId.$id}__medication`}
            label="Medication from the pharmacy list"
            placeholder="Type to search"
            groups={groups}
            disabled={disabled || !medications}
            onPick={(option) => choose(medications?.find((medication) => String(medication.id) === option.value))}
            onSubmitText={(text) => {
              const medication = byName(text);
              return medication ? { refused: choose(medication) } : undefined;
            }}
          />
          {!medications && <p className="sl-hint">The pharmacy list is not available.</p>}
        </>
      )}
      <ObjectField {...props} />
    </div>
  );
}

/** The read-only summary of a prescribed medication: its recorded properties, as any object reads. */
export function ReadOnlyMedicationChoiceField(props: FieldProps) {
  const ObjectField = props.registry.fields.ObjectField!;
  return <ObjectField {...props} />;
}
