/**
 * Reference data for the forms' widgets: conditions, the examination catalogue and its grading scales, diagnosis
 * codes and medications. Read-only; the answers are ./service.ts's, the shapes contracts/reference.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { CONDITION_CATEGORIES } from '../../db/seed/refdata-files';
import { ref } from '../../../contracts/shapes';
import { errorResponses } from '../../http/responses';
import { ID_PATTERN, toId } from '../../http/ids';
import {
  listConditions,
  listDiagnosisCodes,
  listExaminationConditions,
  listGradingScales,
  listMedicationTypes,
  listMedications,
} from './service';

const TAG = 'reference data';
const READ_ERRORS = errorResponses(400, 401, 403);

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
        response: { 200: ref('Conditions'), ...READ_ERRORS },
      },
    },
    async (request) => listConditions(data, request.query.category),
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
        response: { 200: { anyOf: [ref('ExaminationCatalogue'), ref('ExaminationConditions')] }, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { type, flat } = request.query;
      return listExaminationConditions(data, type, flat === '1' || flat === 'true');
    },
  );

  app.get(
    '/api/tests/api/grading-scales/',
    { schema: { tags: [TAG], summary: 'Grading scales named by the examination findings', response: { 200: ref('GradingScales'), ...READ_ERRORS } } },
    async () => listGradingScales(data),
  );

  app.get(
    '/api/diagnosis/codes/',
    { schema: { tags: [TAG], summary: 'Diagnosis codes (ICD-10-CM, eye)', response: { 200: ref('DiagnosisCodes'), ...READ_ERRORS } } },
    async () => listDiagnosisCodes(data),
  );

  app.get(
    '/api/pharmacy/medication-types/',
    { schema: { tags: [TAG], summary: 'Medication types', response: { 200: ref('MedicationTypes'), ...READ_ERRORS } } },
    async () => listMedicationTypes(data),
  );

  app.get(
    '/api/pharmacy/medications/',
    { schema: { tags: [TAG], summary: 'Every medication', response: { 200: ref('Medications'), ...READ_ERRORS } } },
    async () => listMedications(data),
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
        response: { 200: ref('Medications'), ...READ_ERRORS },
      },
    },
    async (request) => {
      let typeId: number;
      try {
        typeId = toId(request.query.type);
      } catch {
        return []; // beyond the id range: no such type
      }
      return listMedications(data, typeId);
    },
  );
};

export default referenceRoutes;
