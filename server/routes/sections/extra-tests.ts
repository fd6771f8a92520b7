/**
 * Extra tests: a list per appointment (each save adds one test). The file is uploaded first (POST /api/files/)
 * and the test's JSON body names it by the id the upload answered; the server checks that the file exists.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import type { Repositories } from '../../db/repositories/index';
import { recordResponse, type SectionDefinition, type SectionService } from '../../services/section-records';
import { errorResponses } from '../responses';
import { SECTION_FORM_IDS } from './forms';
import { idParams, MAX_ID, sectionRecordSchema, toId } from './schemas';
import { sectionWriteRoute } from './section-route';

const TAG = 'consultation';
export const FILE_NOT_FOUND = 'Uploaded file not found.';

/** The uploaded file id a payload names: a whole number, or its decimal text. */
function fileId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

export function extraTestSection(repos: Repositories): SectionDefinition {
  return {
    formId: SECTION_FORM_IDS.extraTest,
    keys: { appointment: true },
    async check(payload): Promise<FieldErrors | null> {
      const file = (payload as { file?: unknown } | null)?.file;
      if (file === undefined || file === null) return null;
      const id = fileId(file);
      return id !== null && (await repos.uploadedFiles.find(id)) ? null : { file: [FILE_NOT_FOUND] };
    },
  };
}

export function extraTestRoutes(sections: SectionService, repos: Repositories): FastifyPluginAsync {
  return async (app) => {
    const section = extraTestSection(repos);
    sectionWriteRoute(app, sections, {
      url: '/api/tests/extra-tests/:id/',
      section,
      appointment: { from: 'path', param: 'id' },
      tag: TAG,
      summary: 'Add an extra test to an appointment (JSON; `file` is the id answered by POST /api/files/)',
    });
    app.get<{ Params: { id: string } }>(
      '/api/tests/extra-tests/:id/',
      {
        schema: {
          tags: [TAG],
          summary: 'The extra tests of an appointment, oldest first (an empty list when there is none)',
          params: idParams('id'),
          response: { 200: { type: 'array', items: sectionRecordSchema }, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => (await sections.list(section.formId, toId(request.params.id))).map(recordResponse),
    );
  };
}
