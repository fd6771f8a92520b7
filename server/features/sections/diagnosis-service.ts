/**
 * Diagnosis: saved like any section, plus two rules on the chosen codes (each a known diagnosis code, none twice),
 * and read back in the specification's shape: `final_diagnoses_info` with each code as `{id, diagnosis}` and its
 * queries as `[{query}]`, and `all_diagnosis_codes`, the whole catalogue (as GET /api/diagnosis/codes/ answers it)
 * — also before any diagnosis is saved, since a client takes its code list from this answer.
 */
import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import type { SectionEntry } from '../../../src/lib/section-manifest';
import type { Repositories } from '../../db/repositories/index';
import type { DiagnosisCodeRow } from '../../db/tables/diagnosis-codes';
import { diagnosisNames, sectionReadView } from './read-views';
import { sectionDefinitionOf, type SectionDefinition } from './service';

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
