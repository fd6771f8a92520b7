/**
 * Diagnosis: saved like any section, plus two rules on the chosen codes (each a known diagnosis code, none twice),
 * and read back in the specification's shape: `final_diagnoses_info` with each code as `{id, diagnosis}` and its
 * queries as `[{query}]`, and `all_diagnosis_codes`, the whole catalogue (as GET /api/diagnosis/codes/ answers it)
 * — also before any diagnosis is saved, since a client takes its code list from this answer.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import type { Repositories } from '../../db/repositories/index';
import type { DiagnosisCodeRow } from '../../db/tables/diagnosis-codes';
import { recordResponse, type SectionDefinition, type SectionService } from '../../services/section-records';
import { diagnosisNames, sectionReadView } from '../../services/record-reads';
import { visibleAverageMarks } from '../../features/reviews/case-visibility';
import { errorResponses } from '../../http/responses';
import type { SectionEntry } from '../../../src/lib/section-manifest';
import { averageMarksProperty } from './schemas';
import { idParams, toId } from '../../http/ids';
import { manifestWriteRoute, readRouteOf, sectionDefinitionOf } from './section-route';

const TAG = 'consultation';
export const DUPLICATE_DIAGNOSIS = 'Diagnosis already selected';

function finalDiagnoses(payload: unknown): unknown[] {
  const list = (payload as { final_diagnoses?: unknown } | null)?.final_diagnoses;
  return Array.isArray(list) ? list : [];
}

const codeOf = (item: unknown): unknown => (typeof item === 'object' && item !== null ? (item as { code?: unknown }).code : undefined);

export function diagnosisSection(entry: SectionEntry, repos: Repositories): SectionDefinition {
  return sectionDefinitionOf(entry, {
    async check(payload): Promise<FieldErrors | null> {
      const codes = finalDiagnoses(payload).map(codeOf);
      if (new Set(codes).size !== codes.length) return { final_diagnoses: [DUPLICATE_DIAGNOSIS] };
      const ids = codes.filter((code): code is number => typeof code === 'number' && Number.isInteger(code));
      const known = new Set((await repos.referenceData.findDiagnosisCodes(ids)).map((row) => row.id));
      const errors: FieldErrors = {};
      codes.forEach((code, index) => {
        if (typeof code !== 'number' || !known.has(code)) errors[`final_diagnoses.${index}.code`] = ['Not a valid choice.'];
      });
      return Object.keys(errors).length > 0 ? errors : null;
    },
  });
}

/**
 * The read-back shape of consultation §3 from a stored diagnosis, or (`stored` null) of an appointment with no
 * diagnosis yet: an empty differential diagnosis and no final diagnoses, `id` and `saved_at` null. The stored
 * document is answered as the form's schema annotates it (final diagnoses as `final_diagnoses_info`, each code as
 * `{id, diagnosis}`); either way with the whole code catalogue, which a client takes its code list from.
 */
export async function diagnosisView(
  app: FastifyInstance,
  repos: Repositories,
  formId: string,
  stored: Record<string, unknown> | null,
  catalogue: DiagnosisCodeRow[],
  appointmentId: number,
): Promise<Record<string, unknown>> {
  const view = await sectionReadView(app, repos, formId, stored ?? {}, { 'diagnosis-codes': diagnosisNames(catalogue) });
  return {
    ...view,
    id: stored?.id ?? null,
    saved_at: stored?.saved_at ?? null,
    appointment: stored?.appointment ?? appointmentId,
    all_diagnosis_codes: catalogue.map(({ id, diagnosis, icd_code }) => ({ id, diagnosis, icd_code })),
  };
}

const nullableText = { type: ['string', 'null'] } as const;

const diagnosisViewSchema = {
  title: 'DiagnosisView',
  type: 'object',
  description:
    'The current diagnosis with each chosen code expanded, and the whole diagnosis code catalogue. Before any ' +
    'diagnosis is saved: an empty differential_diagnosis, no final_diagnoses_info, id and saved_at null.',
  properties: {
    id: { type: ['integer', 'null'], description: 'Record id; null while no diagnosis was saved.' },
    saved_at: { ...nullableText, description: 'ISO 8601 UTC time of the save; null while no diagnosis was saved.' },
    saved_by_name: { type: 'string', description: 'Who saved the diagnosis, "First Last"; absent while none was saved.' },
    appointment: { type: 'integer' },
    differential_diagnosis: { type: 'string' },
    final_diagnoses_info: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          code: {
            type: 'object',
            properties: { id: { type: 'integer' }, diagnosis: nullableText },
            required: ['id', 'diagnosis'],
            additionalProperties: false,
          },
          management_plan: { type: 'string' },
          affected_eye: { ...nullableText, description: 'OD, OS or OU; null only for a diagnosis saved before the eye was required.' },
          notes: { type: 'string' },
          queries: {
            type: 'array',
            // Every member a query has, as stored (a property added to the query's schema).
            items: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'], additionalProperties: true },
          },
        },
        required: ['code', 'management_plan', 'affected_eye', 'notes', 'queries'],
        // Every member of the stored final diagnosis (a property added to schemas/diagnosis), as stored.
        additionalProperties: true,
      },
    },
    all_diagnosis_codes: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, diagnosis: { type: 'string' }, icd_code: { type: 'string' } },
        required: ['id', 'diagnosis', 'icd_code'],
        additionalProperties: false,
      },
    },
    average_marks: averageMarksProperty,
  },
  required: ['id', 'saved_at', 'appointment', 'differential_diagnosis', 'final_diagnoses_info', 'all_diagnosis_codes', 'average_marks'],
  // Any other property of the form's schema, as stored (a property added to schemas/diagnosis).
  additionalProperties: true,
} as const;

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
          tags: [TAG],
          summary: 'The diagnosis of an appointment, codes expanded (empty before the first save)',
          params: idParams(param),
          response: { 200: diagnosisViewSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const appointmentId = toId(request.params[param]!);
        const record = await sections.latestOrNull(section.formId, appointmentId, request.user!.id);
        const catalogue = await repos.referenceData.listDiagnosisCodes();
        const view = await diagnosisView(app, repos, section.formId, record && recordResponse(record), catalogue, appointmentId);
        return { ...view, average_marks: await visibleAverageMarks(app.repos, request.user!, appointmentId, section.formId) };
      },
    );
  };
}
