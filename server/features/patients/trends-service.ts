/**
 * A patient's trends (VA on one logMAR scale, IOP with its method, per eye and visit) and the values recorded at
 * a patient's previous visit. Which values make a trend is the forms' data: the properties their schemas mark
 * `x-trend` (src/engine/core/trend-fields.ts); VA is placed on the logMAR scale with the seeded reference
 * conversions (src/lib/va-logmar.ts).
 */
import type { PatientTrends, PreviousRecords } from '../../../contracts/generated/types';
import { trendFields, type TrendField } from '../../../src/engine/core/trend-fields';
import { fromWire } from '../../../src/engine/core/wire-transform';
import type { SectionManifest } from '../../../src/lib/section-manifest';
import { vaLogmar, type VaConversions } from '../../../src/lib/va-logmar';
import type { Repositories } from '../../db/repositories/index';
import type { FormRegistry } from '../../services/form-registry';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { auditRead } from '../audit/service';
import type { DatedRecord } from './trends-repository';

/** The most records of a form one previous-visit answer reads (one visit's extra tests are a handful). */
export const PREVIOUS_RECORDS_LIMIT = 20;

type VaPoint = PatientTrends['visual_acuity'][number];
type IopPoint = PatientTrends['iop'][number];
type JsonRecord = Record<string, unknown>;

const asRecord = (value: unknown): JsonRecord => (typeof value === 'object' && value !== null ? (value as JsonRecord) : {});

/** Keeps, of a section kept as one record per visit, the visit's current record (the last saved). */
function currentRecords(records: readonly DatedRecord[], listForms: ReadonlySet<string>): DatedRecord[] {
  const last = new Map<string, DatedRecord>();
  for (const record of records) if (!listForms.has(record.formId)) last.set(`${record.formId}:${record.appointmentId}`, record);
  return records.filter((record) => listForms.has(record.formId) || last.get(`${record.formId}:${record.appointmentId}`) === record);
}

function vaPoint(record: DatedRecord, field: TrendField, table: VaConversions): VaPoint | undefined {
  const data = asRecord(record.data);
  const value = data[field.property];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const chart = field.qualifiers.chart ? data[field.qualifiers.chart] : undefined;
  const logmar = vaLogmar(value, typeof chart === 'string' ? chart : undefined, table);
  return { date: record.date, appointment: record.appointmentId, eye: field.eye as VaPoint['eye'], notation: value.trim(), logmar: logmar ?? null };
}

function iopPoint(record: DatedRecord, field: TrendField): IopPoint | undefined {
  const data = asRecord(record.data);
  const value = data[field.property];
  if (typeof value !== 'number') return undefined;
  const method = field.qualifiers.method ? data[field.qualifiers.method] : undefined;
  return { date: record.date, appointment: record.appointmentId, eye: field.eye as IopPoint['eye'], mmhg: value, method: typeof method === 'string' ? method : null };
}

export function createTrendsService(deps: { forms: FormRegistry; manifest: SectionManifest; repos: Repositories }) {
  const { forms, manifest, repos } = deps;
  const listForms = new Set(manifest.sections.filter((entry) => entry.read.kind === 'list').map((entry) => entry.formId));
  const fieldsByForm = new Map(
    manifest.sections
      .filter((entry) => forms.has(entry.formId))
      .map((entry) => [entry.formId, trendFields(forms.schema(entry.formId))] as const)
      .filter(([, fields]) => fields.length > 0),
  );

  return {
    /** The patient's VA and IOP over their visits, oldest visit first; a 404 for an unknown patient. */
    async trends(patientId: number, readerId: number): Promise<PatientTrends> {
      if (!(await repos.patients.find(patientId))) throw ApiError.detail(404, MESSAGES.notFound);
      const [records, table] = await Promise.all([
        repos.trends.ofPatient(patientId, [...fieldsByForm.keys()]),
        repos.trends.vaConversions(),
      ]);
      const answer: PatientTrends = { visual_acuity: [], iop: [] };
      for (const record of currentRecords(records, listForms)) {
        for (const field of fieldsByForm.get(record.formId) ?? []) {
          if (field.series === 'visual_acuity') {
            const point = vaPoint(record, field, table);
            if (point) answer.visual_acuity.push(point);
          } else if (field.series === 'iop') {
            const point = iopPoint(record, field);
            if (point) answer.iop.push(point);
          }
        }
      }
      await auditRead(repos, { userId: readerId, recordKind: 'trends', patientId });
      return answer;
    },

    /**
     * The records of a section from the patient's latest earlier visit that has one, as form data, newest save
     * first (one for a section kept as one record per visit; that visit's list for extra tests). A 404 for an
     * unknown appointment or section; no previous visit answers no records.
     */
    async previous(appointmentId: number, formId: string, readerId: number): Promise<PreviousRecords> {
      const entry = manifest.sections.find((section) => section.formId === formId);
      if (!entry || !forms.has(formId) || (await repos.appointments.patientOf(appointmentId)) === undefined) {
        throw ApiError.detail(404, MESSAGES.notFound);
      }
      const records = await repos.trends.beforeAppointment(appointmentId, formId, PREVIOUS_RECORDS_LIMIT);
      const visit = records[0];
      if (!visit) return { appointment: null, date: null, records: [] };
      const ofVisit = records.filter((record) => record.appointmentId === visit.appointmentId);
      const kept = listForms.has(formId) ? ofVisit : ofVisit.slice(0, 1);
      const context = ['appointment', ...entry.save.bodyKeys];
      await auditRead(repos, { userId: readerId, recordKind: formId, appointmentId: visit.appointmentId });
      return {
        appointment: visit.appointmentId,
        date: visit.date,
        records: kept.map((record) => asRecord(fromWire(forms.schema(formId), record.data, { context }))),
      };
    },
  };
}

