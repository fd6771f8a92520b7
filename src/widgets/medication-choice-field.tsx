import type { ChangeEvent } from 'react';
import type { FieldProps } from '@rjsf/utils';
import type { MedicationOption } from './form-context';
import { clinicalContext } from './use-form-context';

type Entry = Record<string, unknown>;

const asEntry = (value: unknown): Entry => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Entry) : {});
const optionLabel = (medication: MedicationOption) => (medication.dosage ? `${medication.name} (${medication.dosage})` : medication.name);

/**
 * `medicationChoice`: one prescribed medication chosen from the pharmacy list (`formContext.referenceData.medications`,
 * GET /pharmacy/medications/). Choosing sets the entry's `id` and `name`, and its `dosage` when none was typed yet;
 * the entry's own properties (dosage, eye, and any the schema adds) are then rendered by the form's ObjectField from
 * the schema and ui.json, so this field adds only the choice.
 */
export function MedicationChoiceField(props: FieldProps) {
  const { formData, registry, fieldPathId, onChange, disabled, readonly } = props;
  const ObjectField = registry.fields.ObjectField!;
  const medications = clinicalContext(registry).referenceData?.medications;
  const entry = asEntry(formData);
  const id = `${fieldPathId.$id}__medication`;
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const medication = medications?.find((m) => String(m.id) === event.target.value);
    const next: Entry = { ...entry };
    if (medication) {
      next.id = medication.id;
      next.name = medication.name;
      if (typeof next.dosage !== 'string' || next.dosage === '') next.dosage = medication.dosage || undefined;
    } else {
      delete next.id;
      delete next.name;
    }
    onChange(next, fieldPathId.path);
  };
  return (
    <div className="sl-medication">
      {!readonly && (
        <div className="sl-details__item">
          <label htmlFor={id} className="sl-label">
            Medication from the pharmacy list
          </label>
          <select
            id={id}
            className="p-inputtext p-component sl-select"
            value={typeof entry.id === 'number' ? String(entry.id) : ''}
            disabled={disabled || !medications}
            onChange={choose}
          >
            <option value="">{medications ? 'Choose a medication' : 'The pharmacy list is not available'}</option>
            {(medications ?? []).map((medication) => (
              <option key={medication.id} value={String(medication.id)}>
                {optionLabel(medication)}
              </option>
            ))}
          </select>
        </div>
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
