/** The diagnosis routes: its save (./diagnosis-service.ts checks the codes) and its read, codes expanded. */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import type { SectionEntry } from '../../../src/lib/section-manifest';
import type { Repositories } from '../../db/repositories/index';
import { errorResponses } from '../../http/responses';
import { idParams, toId } from '../../http/ids';
import { diagnosisSection, diagnosisView } from './diagnosis-service';
import { manifestWriteRoute, readRouteOf, SECTION_TAG } from './section-routes';
import { recordResponse, type SectionService } from './service';

export function diagnosisRoutes(entry: SectionEntry, sections: SectionService, repos: Repositories): FastifyPluginAsync {
  return async (app) => {
    const section = diagnosisSection(entry, repos);
    manifestWriteRoute(app, sections, entry, section);
    const { url, param } = readRouteOf(entry);
    app.get<{ Params: Record<string, string> }>(
      url,
      {
        config: { audit: { kind: section.formId, appointmentParam: param, refusedOnly: true } },
        schema: {
          tags: [SECTION_TAG],
          summary: 'The diagnosis of an appointment, codes expanded (empty before the first save)',
          params: idParams(param),
          response: { 200: ref('DiagnosisView'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const appointmentId = toId(request.params[param]!);
        const record = await sections.latestOrNull(section.formId, appointmentId, request.user!.id);
        const catalogue = await repos.referenceData.listDiagnosisCodes();
        const view = await diagnosisView(app, repos, section.formId, record && recordResponse(record), catalogue, appointmentId);
        return { ...view, average_marks: await sections.averageMarks(request.user!, appointmentId, section.formId) };
      },
    );
  };
}
