/** Contracts of the reference data routes: the shapes the forms' widgets read through `formContext`. */
import { closedObject, INT, ref } from './shapes';

const list = ($id: string, item: string, description: string) => ({ $id, type: 'array', description, items: ref(item) }) as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const texts = { type: 'array', items: text } as const;
const EXAMINATION_TYPES = ['external', 'internal'] as const;

export const Condition = {
  $id: 'Condition',
  ...closedObject(null, {
    id: INT,
    name: text,
    category: text,
    has_text: bool,
    has_dropdown: bool,
    has_grading: bool,
    has_notes: bool,
    has_checkbox: bool,
    per_eye: bool,
    dropdown_options: texts,
    text_hint: nullableText,
  }),
} as const;

export const ExaminationCondition = {
  $id: 'ExaminationCondition',
  ...closedObject(null, {
    id: INT,
    name: text,
    group_name: text,
    subgroup: text,
    type: { type: 'string', enum: [...EXAMINATION_TYPES] },
    per_eye: bool,
    options: texts,
    grading_scale: nullableText,
    value_type: nullableText,
    normal: {
      anyOf: [{ type: 'boolean', const: true }, { type: 'string', minLength: 1 }, { type: 'null' }],
      description:
        "Added to the specification's shape: the group's normal finding, which 'All normal (OU)' records. true when this condition is itself the normal finding (recorded as a checkbox, value 'true'), the option that is normal (recorded as that dropdown value), null for any other finding.",
    },
  }),
} as const;

export const ExaminationSubgroup = {
  $id: 'ExaminationSubgroup',
  ...closedObject(null, {
    id: { ...INT, description: 'The position of the subgroup in the whole catalogue, from 1.' },
    name: text,
    conditions: { type: 'array', items: ref('ExaminationCondition') },
  }),
} as const;

export const ExaminationGroup = {
  $id: 'ExaminationGroup',
  ...closedObject(
    null,
    {
      id: { ...INT, description: 'The position of the main group in the whole catalogue, from 1.' },
      name: text,
      type: { type: 'string', enum: [...EXAMINATION_TYPES] },
      subgroups: { type: 'array', items: ref('ExaminationSubgroup') },
    },
    'A main group (e.g. "Lids") with its subgroups, each with its conditions, in reference order.',
  ),
} as const;

/** A scale's definition as refdata/examination-conditions.json writes it; `key` and `source` always, the rest as it has. */
export const GradingScale = {
  $id: 'GradingScale',
  type: 'object',
  description: 'A named grading scale: its key and source, and the rest of its definition.',
  properties: {
    key: text,
    source: text,
    values: {
      type: 'object',
      description: 'Grade → description, e.g. {"0": "Normal", "1": "Trace"}.',
      additionalProperties: text,
    },
    components: {
      type: 'object',
      description: 'A scale graded in parts (LOCS III): part key → its label and range.',
      additionalProperties: {
        title: 'GradingScaleComponent',
        ...closedObject(null, { label: text, range: { ...text, description: 'e.g. "0.1-6.9".' } }),
      },
    },
    value_type: { ...text, description: 'What a value is, for a scale without named grades (e.g. "number 0.0-1.0").' },
    notes: text,
    macular_oedema: { ...texts, description: 'The macular oedema findings graded beside the scale.' },
  },
  required: ['key', 'source'],
  // A member added to a scale in refdata/examination-conditions.json is answered, not dropped; the contract tests
  // read answers closed, so they name it until it is written here.
  additionalProperties: true,
} as const;

export const DiagnosisCode = { $id: 'DiagnosisCode', ...closedObject(null, { id: INT, diagnosis: text, icd_code: text }) } as const;

export const MedicationType = { $id: 'MedicationType', ...closedObject(null, { id: INT, name: text }) } as const;

export const Medication = {
  $id: 'Medication',
  ...closedObject(null, {
    id: INT,
    name: text,
    generic_name: text,
    strength: text,
    form: text,
    form_detail: nullableText,
    dosage: text,
    who_eml: { ...bool, description: 'On the WHO Model List of Essential Medicines (refdata/SOURCES.md).' },
    note: nullableText,
    medication_type_id: INT,
    medication_type: { ...text, description: 'The name of its medication type.' },
  }),
} as const;

export const Conditions = list('Conditions', 'Condition', 'Case-history conditions, in reference order.');
export const ExaminationConditions = list(
  'ExaminationConditions',
  'ExaminationCondition',
  'Examination findings, in reference order (group, subgroup, condition).',
);
export const ExaminationCatalogue = list(
  'ExaminationCatalogue',
  'ExaminationGroup',
  'The examination catalogue: main groups → subgroups → conditions.',
);
export const GradingScales = list('GradingScales', 'GradingScale', 'Grading scales, by key.');
export const DiagnosisCodes = list('DiagnosisCodes', 'DiagnosisCode', 'ICD-10-CM eye diagnosis codes.');
export const MedicationTypes = list('MedicationTypes', 'MedicationType', 'Medication types.');
export const Medications = list('Medications', 'Medication', 'Ophthalmic medications (teaching data, not prescribing guidance).');

export const REFERENCE_CONTRACTS = [
  Condition, ExaminationCondition, ExaminationSubgroup, ExaminationGroup, GradingScale, DiagnosisCode, MedicationType,
  Medication, Conditions, ExaminationConditions, ExaminationCatalogue, GradingScales, DiagnosisCodes, MedicationTypes,
  Medications,
];
