/**
 * `GET /api/case-guides/` (issue 22): the Case Management Guide, all of it or the guides of the asked ICD-10-CM
 * codes (`?codes=H40.11,H52.1`). The guides are ./service.ts's, the shapes contracts/case-guides.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { errorResponses } from '../../http/responses';
import { guidesFor, ICD_CODE } from './service';

/** At most this many codes in one question (a consultation records at most 20 diagnoses). */
const MAX_CODES = 20;

const query = {
  type: 'object',
  properties: {
    codes: {
      type: 'string',
      maxLength: 200,
      pattern: `^${ICD_CODE}(,${ICD_CODE}){0,${MAX_CODES - 1}}$`,
      description: `Up to ${MAX_CODES} ICD-10-CM codes separated by commas, e.g. H40.11,H52.1. Without it: every guide.`,
      errorMessage: { pattern: 'Enter ICD-10 codes separated by commas, e.g. H40.11,H52.1.', maxLength: 'Enter ICD-10 codes separated by commas, e.g. H40.11,H52.1.' },
    },
  },
  additionalProperties: false,
} as const;

const caseGuideRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { codes?: string } }>(
    '/api/case-guides/',
    {
      schema: {
        tags: ['case management guide'],
        summary: 'Case Management Guide: the guides of the diagnosis groups (ICD-10-CM blocks) of the asked codes',
        description:
          'Answers `[{id, first, last, block, title, assessment, management, referral, advice, codes}]`: each guide ' +
          'whose block holds the category of an asked code, in the order of schemas/consultation/case-guides.json, ' +
          'with the asked codes it covers; every guide (with `codes: []`) without `?codes=`.',
        querystring: query,
        response: { 200: ref('CaseGuides'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => guidesFor(app.caseGuides, request.query.codes?.split(',')),
  );
};

export default caseGuideRoutes;
