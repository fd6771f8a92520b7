/**
 * Reference data for the forms' widgets: conditions, the examination catalogue and its grading scales, diagnosis
 * codes and medications. Read-only; flags are booleans and lists are arrays here (0/1 and JSON text in the tables).
 */
import type { FastifyPluginAsync } from 'fastify';
import { CONDITION_CATEGORIES } from '../../db/seed/refdata-files';
import type { ConditionRow } from '../../db/tables/conditions';
import type { ExaminationConditionRow, GradingScaleRow } from '../../db/tables/examination-conditions';
import type { MedicationRow } from '../../db/tables/medications';
import { errorResponses } from '../../http/responses';
import { arrangeCatalogue } from './catalogue';
import { ID_PATTERN, toId } from '../../http/ids';
import { lists } from './schemas';

const TAG = 'reference data';
const READ_ERRORS = errorResponses(400, 401, 403);

const asList = (json: string): string[] => JSON.parse(json) as string[];

export const toCondition = (row: ConditionRow) => ({
  id: row.id,
  name: row.name,
  category: row.category,
  has_text: row.has_text === 1,
  has_dropdown: row.has_dropdown === 1,
  has_grading: row.has_grading === 1,
  has_notes: row.has_notes === 1,
  has_checkbox: row.has_checkbox === 1,
  per_eye: row.per_eye === 1,
  dropdown_options: asList(row.dropdown_options),
  text_hint: row.text_hint,
});

export const toExaminationCondition = (row: ExaminationConditionRow) => ({
  id: row.id,
  name: row.name,
  group_name: row.group_name,
  subgroup: row.subgroup,
  type: row.type,
  per_eye: row.per_eye === 1,
  options: asList(row.options),
  grading_scale: row.grading_scale,
  value_type: row.value_type,
});

export const toGradingScale = (row: GradingScaleRow) => ({
  ...(JSON.parse(row.definition) as Record<string, unknown>),
  key: row.key,
  source: row.source,
});

export const toMedication = (row: MedicationRow & { medication_type_name: string }) => ({
  id: row.id,
  name: row.name,
  generic_name: row.generic_name,
  strength: row.strength,
  form: row.form,
  form_detail: row.form_detail,
  dosage: row.dosage,
  who_eml: row.who_eml === 1,
  note: row.note,
  medication_type_id: row.medication_type_id,
  medication_type: row.medication_type_name,
});

function oneOf(name: string, values: readonly string[], description: string, required = false) {
  return {
    type: 'object',
    properties: {
      [name]: {
        type: 'string',
        pattern: `^(${values.join('|')})$`,
        description,
        errorMessage: { pattern: 'Not a valid choice.' },
      },
    },
    ...(required ? { required: [name] } : {}),
    additionalProperties: false,
  } as const;
}

const referenceRoutes: FastifyPluginAsync = async (app) => {
  const data = app.repos.referenceData;

  app.get<{ Querystring: { category?: string } }>(
    '/api/tests/conditions',
    {
      schema: {
        tags: [TAG],
        summary: 'Case-history conditions, all or of one category',
        querystring: oneOf('category', CONDITION_CATEGORIES, 'Only the conditions of this category.'),
        response: { 200: lists.conditions, ...READ_ERRORS },
      },
    },
    async (request) => (await data.listConditions(request.query.category)).map(toCondition),
  );

  app.get<{ Querystring: { type?: string; flat?: string } }>(
    '/api/tests/api/examination-conditions/',
    {
      schema: {
        tags: [TAG],
        summary: 'External or internal examination catalogue: main groups, their subgroups, their conditions',
        description:
          'Answers `[{id, name, type, subgroups: [{id, name, conditions: [condition]}]}]` (every type without ' +
          '`?type=`). With `?flat=1` the conditions alone, in the same order, each naming its `group_name` and ' +
          '`subgroup`.',
        querystring: {
          type: 'object',
          properties: {
            ...oneOf('type', ['external', 'internal'], 'Only the catalogue of this examination.').properties,
            ...oneOf('flat', ['1', 'true', '0', 'false'], 'With 1 or true: the conditions as one flat list.').properties,
          },
          additionalProperties: false,
        },
        response: { 200: { anyOf: [lists.examinationCatalogue, lists.examinationConditions] }, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { type, flat } = request.query;
      if (flat === '1' || flat === 'true') return (await data.listExaminationConditions(type)).map(toExaminationCondition);
      // Group and subgroup ids are positions in the whole catalogue, so every type is read.
      return arrangeCatalogue(await data.listExaminationConditions(), toExaminationCondition, type);
    },
  );

  app.get(
    '/api/tests/api/grading-scales/',
    { schema: { tags: [TAG], summary: 'Grading scales named by the examination findings', response: { 200: lists.gradingScales, ...READ_ERRORS } } },
    async () => (await data.listGradingScales()).map(toGradingScale),
  );

  app.get(
    '/api/diagnosis/codes/',
    { schema: { tags: [TAG], summary: 'Diagnosis codes (ICD-10-CM, eye)', response: { 200: lists.diagnosisCodes, ...READ_ERRORS } } },
    async () => (await data.listDiagnosisCodes()).map(({ id, diagnosis, icd_code }) => ({ id, diagnosis, icd_code })),
  );

  app.get(
    '/api/pharmacy/medication-types/',
    { schema: { tags: [TAG], summary: 'Medication types', response: { 200: lists.medicationTypes, ...READ_ERRORS } } },
    async () => data.listMedicationTypes(),
  );

  app.get(
    '/api/pharmacy/medications/',
    { schema: { tags: [TAG], summary: 'Every medication', response: { 200: lists.medications, ...READ_ERRORS } } },
    async () => (await data.listMedications()).map(toMedication),
  );

  app.get<{ Querystring: { type: string } }>(
    '/api/pharmacy/api/medications/',
    {
      schema: {
        tags: [TAG],
        summary: 'The medications of one type',
        querystring: {
          type: 'object',
          properties: {
            type: {
              type: 'string',
              pattern: ID_PATTERN,
              description: 'The medication type id.',
              errorMessage: { pattern: 'A valid integer is required.' },
            },
          },
          required: ['type'],
          additionalProperties: false,
        },
        response: { 200: lists.medications, ...READ_ERRORS },
      },
    },
    async (request) => {
      let typeId: number;
      try {
        typeId = toId(request.query.type);
      } catch {
        return []; // beyond the id range: no such type
      }
      return (await data.listMedications(typeId)).map(toMedication);
    },
  );
};

export default referenceRoutes;
