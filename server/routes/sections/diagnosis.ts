/**
 * Diagnosis: saved like any section, plus two rules on the chosen codes (each a known diagnosis code, none twice),
 * and read back in the specification's shape: `final_diagnoses_info` with each code as `{id, diagnosis}`, and
 * `all_diagnosis_codes`, the whole catalogue (as GET /api/diagnosis/codes/ answers it).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import type { Repositories } from '../../db/repositories/index';
import type { DiagnosisCodeRow } from '../../db/tables/diagnosis-codes';
import { recordResponse, type SectionDefinition, type SectionService } from '../../services/section-records';
import { errorResponses } from '../responses';
import { SECTION_FORM_IDS } from './forms';
import { idParams, sectionRecordSchema, toId } from './schemas';
import { sectionWriteRoute } from './section-route';

const TAG = 'consultation';
export const DUPLICATE_DIAGNOSIS = 'Diagnosis already selected';

function finalDiagnoses(payload: unknown): unknown[] {
  const list = (payload as { final_diagnoses?: unknown } | null)?.final_diagnoses;
  return Array.isArray(list) ? list : [];
}

const codeOf = (item: unknown): unknown => (typeof item === 'object' && item !== null ? (item as { code?: unknown }).code : undefined);

export function diagnosisSection(repos: Repositories): SectionDefinition {
  return {
    formId: SECTION_FORM_IDS.diagnosis,
    keys: { appointment: true },
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
  };
}

/** The read-back shape of consultation §3 from a stored diagnosis payload. */
export function diagnosisView(stored: Record<string, unknown>, catalogue: DiagnosisCodeRow[]): Record<string, unknown> {
  const byId = new Map(catalogue.map((row) => [row.id, row]));
  const { final_diagnoses: chosen, ...rest } = stored;
  const final_diagnoses_info = finalDiagnoses({ final_diagnoses: chosen }).map((item) => {
    const code = codeOf(item);
    const row = typeof code === 'number' ? byId.get(code) : undefined;
    return { ...(item as object), code: { id: code, diagnosis: row?.diagnosis ?? null } };
  });
  return {
    ...rest,
    final_diagnoses_info,
    all_diagnosis_codes: catalogue.map(({ id, diagnosis, icd_code }) => ({ id, diagnosis, icd_code })),
  };
}

const diagnosisViewSchema = {
  ...sectionRecordSchema,
  description: 'The current diagnosis with each chosen code expanded, and the whole diagnosis code catalogue.',
  properties: {
    ...sectionRecordSchema.properties,
    final_diagnoses_info: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          code: {
            type: 'object',
            properties: { id: { type: 'integer' }, diagnosis: { type: ['string', 'null'] } },
            required: ['id', 'diagnosis'],
            additionalProperties: false,
          },
        },
        required: ['code'],
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
  },
  required: [...sectionRecordSchema.required, 'final_diagnoses_info', 'all_diagnosis_codes'],
} as const;

export function diagnosisRoutes(sections: SectionService, repos: Repositories): FastifyPluginAsync {
  return async (app) => {
    const section = diagnosisSection(repos);
    sectionWriteRoute(app, sections, {
      url: '/api/diagnosis/:id/create/',
      section,
      appointment: { from: 'path', param: 'id' },
      tag: TAG,
      summary: 'Save the diagnosis of an appointment',
    });
    app.get<{ Params: { id: string } }>(
      '/api/diagnosis/:id/view/',
      {
        schema: {
          tags: [TAG],
          summary: 'The diagnosis of an appointment, codes expanded',
          params: idParams('id'),
          response: { 200: diagnosisViewSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const record = await sections.latest(section.formId, toId(request.params.id), request.user!.id);
        return diagnosisView(recordResponse(record), await repos.referenceData.listDiagnosisCodes());
      },
    );
  };
}
