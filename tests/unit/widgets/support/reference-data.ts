import type { RJSFSchema } from '@rjsf/utils';
import catalogue from '../../../../refdata/examination-conditions.json';
import type {
  ConditionDefinition,
  DiagnosisCode,
  ExaminationCondition,
} from '../../../../src/widgets/form-context';

const definition = (fields: Partial<ConditionDefinition> & Pick<ConditionDefinition, 'id' | 'name' | 'category'>) => ({
  has_text: false,
  has_dropdown: false,
  has_grading: false,
  has_notes: false,
  has_checkbox: false,
  per_eye: false,
  dropdown_options: [],
  ...fields,
});

/** A few case-history conditions in three categories (and one family category the picker must not offer). */
export const conditions: ConditionDefinition[] = [
  definition({
    id: 1,
    name: 'Diabetes mellitus',
    category: 'medical_history',
    has_text: true,
    has_dropdown: true,
    dropdown_options: ['Type 1', 'Type 2'],
    has_notes: true,
    has_checkbox: true,
    text_hint: 'Duration, latest HbA1c',
  }),
  definition({ id: 2, name: 'Hypertension', category: 'medical_history', has_checkbox: true }),
  definition({ id: 3, name: 'Amblyopia', category: 'ocular_history', has_notes: true, per_eye: true }),
  definition({ id: 4, name: 'Blurred vision', category: 'on_direct_questioning', has_grading: true, has_notes: true, per_eye: true }),
  definition({ id: 5, name: 'Glaucoma in family', category: 'family_ocular_history', has_checkbox: true }),
];

/** The conditionDetail definition of schemas/shared/defs.json, without its messages. */
export const conditionDetail: RJSFSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['condition', 'field_type', 'value'],
  properties: {
    condition: { type: 'integer', minimum: 1 },
    affected_eye: { enum: ['OD', 'OS', null] },
    field_type: { type: 'string', enum: ['text', 'dropdown', 'grading', 'checkbox', 'notes'] },
    value: { type: 'string', maxLength: 2000 },
  },
};

export const diagnosisCodes: DiagnosisCode[] = [
  { id: 10, icd_code: 'H40.11', diagnosis: 'Primary open-angle glaucoma' },
  { id: 11, icd_code: 'H52.1', diagnosis: 'Myopia' },
  { id: 12, icd_code: 'H52.0', diagnosis: 'Hypermetropia' },
];

interface CatalogueCondition {
  name: string;
  per_eye: boolean;
  grading_scale: string | null;
  options?: string[];
  value_type?: string;
  normal?: true | string;
  appended?: boolean;
}

/** The full examination catalogue of refdata/examination-conditions.json, flattened as the widgets read it (`?flat=1`). */
export function fullCatalogue(): ExaminationCondition[] {
  // Listed in the catalogue's arrangement, as the API lists them; numbered as the seed numbers them: a condition
  // added after the first release (`appended`) after every other one.
  const order: ExaminationCondition[] = [];
  const appended = new Set<ExaminationCondition>();
  for (const type of ['external', 'internal'] as const) {
    for (const group of catalogue[type]) {
      for (const subgroup of group.subgroups) {
        for (const condition of subgroup.conditions as CatalogueCondition[]) {
          const entry: ExaminationCondition = {
            id: 0,
            name: condition.name,
            type,
            group_name: group.group,
            subgroup: subgroup.name,
            per_eye: condition.per_eye,
            options: condition.options ?? [],
            grading_scale: condition.grading_scale,
            value_type: condition.value_type ?? null,
            normal: condition.normal ?? null,
          };
          order.push(entry);
          if (condition.appended) appended.add(entry);
        }
      }
    }
  }
  [...order.filter((entry) => !appended.has(entry)), ...appended].forEach((entry, index) => (entry.id = index + 1));
  return order;
}
