/** Response schemas of the reference data routes (the shapes the widgets read through `formContext`). */

const list = (items: object, description: string) => ({ type: 'array', description, items }) as const;
const nullableText = { type: ['string', 'null'] } as const;

export const conditionSchema = {
  title: 'Condition',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    category: { type: 'string' },
    has_text: { type: 'boolean' },
    has_dropdown: { type: 'boolean' },
    has_grading: { type: 'boolean' },
    has_notes: { type: 'boolean' },
    has_checkbox: { type: 'boolean' },
    per_eye: { type: 'boolean' },
    dropdown_options: { type: 'array', items: { type: 'string' } },
    text_hint: nullableText,
  },
  required: ['id', 'name', 'category', 'has_text', 'has_dropdown', 'has_grading', 'has_notes', 'has_checkbox', 'per_eye', 'dropdown_options', 'text_hint'],
  additionalProperties: false,
} as const;

export const examinationConditionSchema = {
  title: 'ExaminationCondition',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    group_name: { type: 'string' },
    subgroup: { type: 'string' },
    type: { type: 'string', enum: ['external', 'internal'] },
    per_eye: { type: 'boolean' },
    options: { type: 'array', items: { type: 'string' } },
    grading_scale: nullableText,
    value_type: nullableText,
  },
  required: ['id', 'name', 'group_name', 'subgroup', 'type', 'per_eye', 'options', 'grading_scale', 'value_type'],
  additionalProperties: false,
} as const;

export const examinationSubgroupSchema = {
  title: 'ExaminationSubgroup',
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The position of the subgroup in the whole catalogue, from 1.' },
    name: { type: 'string' },
    conditions: { type: 'array', items: examinationConditionSchema },
  },
  required: ['id', 'name', 'conditions'],
  additionalProperties: false,
} as const;

export const examinationGroupSchema = {
  title: 'ExaminationGroup',
  type: 'object',
  description: 'A main group (e.g. "Lids") with its subgroups, each with its conditions, in reference order.',
  properties: {
    id: { type: 'integer', description: 'The position of the main group in the whole catalogue, from 1.' },
    name: { type: 'string' },
    type: { type: 'string', enum: ['external', 'internal'] },
    subgroups: { type: 'array', items: examinationSubgroupSchema },
  },
  required: ['id', 'name', 'type', 'subgroups'],
  additionalProperties: false,
} as const;

export const gradingScaleSchema = {
  title: 'GradingScale',
  type: 'object',
  description: 'A named grading scale: its key and source, and the rest of its definition (values, components, notes…).',
  properties: { key: { type: 'string' }, source: { type: 'string' } },
  required: ['key', 'source'],
  additionalProperties: true,
} as const;

export const diagnosisCodeSchema = {
  title: 'DiagnosisCode',
  type: 'object',
  properties: { id: { type: 'integer' }, diagnosis: { type: 'string' }, icd_code: { type: 'string' } },
  required: ['id', 'diagnosis', 'icd_code'],
  additionalProperties: false,
} as const;

export const medicationTypeSchema = {
  title: 'MedicationType',
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
  additionalProperties: false,
} as const;

export const medicationSchema = {
  title: 'Medication',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    generic_name: { type: 'string' },
    strength: { type: 'string' },
    form: { type: 'string' },
    form_detail: nullableText,
    dosage: { type: 'string' },
    who_eml: { type: 'boolean', description: 'On the WHO Model List of Essential Medicines (refdata/SOURCES.md).' },
    note: nullableText,
    medication_type_id: { type: 'integer' },
    medication_type: { type: 'string', description: 'The name of its medication type.' },
  },
  required: ['id', 'name', 'generic_name', 'strength', 'form', 'form_detail', 'dosage', 'who_eml', 'note', 'medication_type_id', 'medication_type'],
  additionalProperties: false,
} as const;

export const lists = {
  conditions: list(conditionSchema, 'Case-history conditions, in reference order.'),
  examinationConditions: list(examinationConditionSchema, 'Examination findings, in reference order (group, subgroup, condition).'),
  examinationCatalogue: list(examinationGroupSchema, 'The examination catalogue: main groups → subgroups → conditions.'),
  gradingScales: list(gradingScaleSchema, 'Grading scales, by key.'),
  diagnosisCodes: list(diagnosisCodeSchema, 'ICD-10-CM eye diagnosis codes.'),
  medicationTypes: list(medicationTypeSchema, 'Medication types.'),
  medications: list(medicationSchema, 'Ophthalmic medications (teaching data, not prescribing guidance).'),
};
