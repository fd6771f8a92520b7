import type { Insertable, Kysely } from 'kysely';
import type { ConditionRow, NewCondition } from '../tables/conditions';
import type { Database } from '../tables/database';
import type { DiagnosisCodeRow, NewDiagnosisCode } from '../tables/diagnosis-codes';
import type {
  ExaminationConditionRow,
  GradingScaleRow,
  NewExaminationCondition,
  NewGradingScale,
} from '../tables/examination-conditions';
import type { MedicationRow, MedicationTypeRow, NewMedication } from '../tables/medications';
import type { NewVaConversion, NewVaLowVision } from '../tables/va-conversions';

export const REFERENCE_TABLES = [
  'conditions',
  'grading_scales',
  'examination_conditions',
  'diagnosis_codes',
  'medication_types',
  'medications',
  'va_conversions',
  'va_low_vision',
] as const;

export type ReferenceTable = (typeof REFERENCE_TABLES)[number];

/** Keeps each INSERT well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 100;

export function createReferenceDataRepository(db: Kysely<Database>) {
  async function insertChunked<T extends ReferenceTable>(
    table: T,
    rows: readonly Insertable<Database[T]>[],
  ): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      // Kysely cannot relate Insertable<Database[T]> to its own insert type for a generic T.
      const chunk = rows.slice(i, i + CHUNK) as Parameters<ReturnType<typeof db.insertInto<T>>['values']>[0];
      await db.insertInto(table).values(chunk).execute();
    }
  }

  return {
    async count(table: ReferenceTable): Promise<number> {
      const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insertConditions: (rows: NewCondition[]) => insertChunked('conditions', rows),
    insertGradingScales: (rows: NewGradingScale[]) => insertChunked('grading_scales', rows),
    insertExaminationConditions: (rows: NewExaminationCondition[]) => insertChunked('examination_conditions', rows),
    insertDiagnosisCodes: (rows: NewDiagnosisCode[]) => insertChunked('diagnosis_codes', rows),
    insertVaConversions: (rows: NewVaConversion[]) => insertChunked('va_conversions', rows),
    insertVaLowVision: (rows: NewVaLowVision[]) => insertChunked('va_low_vision', rows),

    async insertMedicationType(name: string): Promise<number> {
      const row = await db.insertInto('medication_types').values({ name }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    insertMedications: (rows: NewMedication[]) => insertChunked('medications', rows),

    // Reads for the reference routes, in the order of the JSON files (ids follow it on a fresh database).

    listConditions(category?: string): Promise<ConditionRow[]> {
      let query = db.selectFrom('conditions').selectAll();
      if (category !== undefined) query = query.where('category', '=', category);
      return query.orderBy('id').execute();
    },

    listExaminationConditions(type?: string): Promise<ExaminationConditionRow[]> {
      let query = db.selectFrom('examination_conditions').selectAll();
      if (type !== undefined) query = query.where('type', '=', type);
      return query.orderBy('id').execute();
    },

    listGradingScales(): Promise<GradingScaleRow[]> {
      return db.selectFrom('grading_scales').selectAll().orderBy('key').execute();
    },

    listDiagnosisCodes(): Promise<DiagnosisCodeRow[]> {
      return db.selectFrom('diagnosis_codes').selectAll().orderBy('id').execute();
    },

    async findDiagnosisCodes(ids: readonly number[]): Promise<DiagnosisCodeRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('diagnosis_codes').selectAll().where('id', 'in', [...ids]).orderBy('id').execute();
    },

    /** The names of the given case-history conditions, by id (ids that name nothing are left out). */
    async conditionNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('conditions').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The names of the given examination conditions (externals, internals), by id. */
    async examinationConditionNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('examination_conditions').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Whether each of the given examination conditions is recorded per eye, by id (ids that name nothing are left out). */
    async examinationConditionsPerEye(ids: readonly number[]): Promise<Map<number, boolean>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('examination_conditions').select(['id', 'per_eye']).where('id', 'in', [...new Set(ids)]).execute();
      return new Map(rows.map((row) => [row.id, row.per_eye === 1]));
    },

    listMedicationTypes(): Promise<MedicationTypeRow[]> {
      return db.selectFrom('medication_types').selectAll().orderBy('id').execute();
    },

    /** Medications with the name of their type; only one type's when `typeId` is given. */
    listMedications(typeId?: number): Promise<(MedicationRow & { medication_type_name: string })[]> {
      let query = db
        .selectFrom('medications')
        .innerJoin('medication_types', 'medication_types.id', 'medications.medication_type_id')
        .selectAll('medications')
        .select('medication_types.name as medication_type_name');
      if (typeId !== undefined) query = query.where('medications.medication_type_id', '=', typeId);
      return query.orderBy('medications.id').execute();
    },
  };
}

export type ReferenceDataRepository = ReturnType<typeof createReferenceDataRepository>;
