/**
 * Importing a class list: `POST /api/admin/users/import/` creates, `POST /api/admin/users/import/preview/` only checks.
 * The body is the CSV file itself (`text/csv`); this plugin alone parses that type, so every other route still
 * answers 415 to it (server/plugins/json-body.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { errorResponses } from '../../http/responses';
import { ApiError } from '../../lib/api-error';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { hasBidiControls } from '../../lib/text';
import { importClassList, previewClassList } from './class-list';
import type { UserAdminDeps } from './service';

/** A class list of MAX_IMPORT_ROWS rows of long names fits; anything bigger is refused (413) before it is read. */
const CSV_BODY_LIMIT = SMALL_BODY_LIMIT * 2;

const csvBody = { content: { 'text/csv': { schema: ref('ClassListCsv') } } } as const;

const importRoutes: FastifyPluginAsync<{ deps: UserAdminDeps }> = async (app, { deps }) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) => {
    const text = body.toString();
    if (text.includes('\0') || hasBidiControls(text)) {
      done(ApiError.detail(400, 'The class list holds characters no name may hold.'));
      return;
    }
    done(null, text);
  });

  /** The CSV text of the request; a body of another type, or none, is refused. */
  const csvOf = (body: unknown): string => {
    if (typeof body !== 'string' || body.trim() === '') throw ApiError.detail(400, 'Send the class list as a text/csv body.');
    return body;
  };

  const description =
    'The body is the CSV file (Content-Type text/csv). Each row is checked as a new account is; rows are numbered as ' +
    'a spreadsheet shows them (the header is row 1).';

  app.post(
    '/api/admin/users/import/preview/',
    {
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags: ['users'],
        summary: 'Check a class list without creating anything: the rows an import would create, and why the others would not be',
        description,
        body: csvBody,
        response: { 200: ref('UserImportPreview'), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => previewClassList(deps, csvOf(request.body)),
  );

  app.post(
    '/api/admin/users/import/',
    {
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags: ['users'],
        summary: 'Import a class list: creates the good rows (each with a one-time password) and reports the others',
        description,
        body: csvBody,
        response: { 200: ref('UserImportResult'), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => importClassList(deps, request.user!, csvOf(request.body)),
  );
};

export default importRoutes;
