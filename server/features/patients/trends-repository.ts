/**
 * The queries of a patient's trends and of the values recorded at their previous visit: section records joined to
 * their appointments (a record's patient is its appointment's), and the VA conversion tables seeded from
 * refdata/va-conversions.json.
 */
import type { Kysely } from 'kysely';
import type { VaConversions } from '../../../src/lib/va-logmar';
import type { Database } from '../../db/tables/database';

/** A saved section record with its appointment's date. */
export interface DatedRecord {
  id: number;
  appointmentId: number;
  /** The appointment's date, YYYY-MM-DD. */
  date: string;
  formId: string;
  data: unknown;
}

interface DatedRow {
  id: number;
  appointment_id: number;
  appointment_date: string;
  form_id: string;
  data: string;
}

const toDated = (row: DatedRow): DatedRecord => ({
  id: row.id,
  appointmentId: row.appointment_id,
  date: row.appointment_date,
  formId: row.form_id,
  data: JSON.parse(row.data) as unknown,
});

export function createTrendsRepository(db: Kysely<Database>) {
  const recordsWithDates = () =>
    db
      .selectFrom('section_records')
      .innerJoin('appointments', 'appointments.id', 'section_records.appointment_id')
      .select([
        'section_records.id',
        'section_records.appointment_id',
        'appointments.appointment_date',
        'section_records.form_id',
        'section_records.data',
      ]);

  return {
    /** Every saved record of `formIds` from the patient's appointments, by visit date, then appointment, then save. */
    async ofPatient(patientId: number, formIds: readonly string[]): Promise<DatedRecord[]> {
      if (formIds.length === 0) return [];
      const rows = await recordsWithDates()
        .where('appointments.patient_id', '=', patientId)
        .where('section_records.form_id', 'in', formIds)
        .orderBy('appointments.appointment_date')
        .orderBy('appointments.id')
        .orderBy('section_records.id')
        .execute();
      return rows.map(toDated);
    },

    /**
     * The newest records (at most `limit`) of a form from the same patient's appointments before `appointmentId`
     * (an earlier date, or the same date booked earlier), newest visit first and, within a visit, newest save first.
     */
    async beforeAppointment(appointmentId: number, formId: string, limit: number): Promise<DatedRecord[]> {
      const current = await db
        .selectFrom('appointments')
        .select(['patient_id', 'appointment_date'])
        .where('id', '=', appointmentId)
        .executeTakeFirst();
      if (!current) return [];
      const rows = await recordsWithDates()
        .where('appointments.patient_id', '=', current.patient_id)
        .where('section_records.form_id', '=', formId)
        .where((eb) =>
          eb.or([
            eb('appointments.appointment_date', '<', current.appointment_date),
            eb.and([eb('appointments.appointment_date', '=', current.appointment_date), eb('appointments.id', '<', appointmentId)]),
          ]),
        )
        .orderBy('appointments.appointment_date', 'desc')
        .orderBy('appointments.id', 'desc')
        .orderBy('section_records.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toDated);
    },

    /** The VA conversion table as the reference file holds it (chart lines, and the conventional off-chart values). */
    async vaConversions(): Promise<VaConversions> {
      const [lines, lowVision] = await Promise.all([
        db.selectFrom('va_conversions').select(['snellen_6m', 'snellen_denominator_6m', 'decimal_va', 'logmar']).execute(),
        db.selectFrom('va_low_vision').select(['code', 'logmar']).execute(),
      ]);
      return {
        snellen_conversions: lines.map((row) => ({
          snellen_6m: row.snellen_6m,
          snellen_denominator_6m: Number(row.snellen_denominator_6m),
          decimal: Number(row.decimal_va),
          logmar: Number(row.logmar),
        })),
        low_vision_categories: lowVision.map((row) => ({ code: row.code, logmar: Number(row.logmar) })),
      };
    },
  };
}

export type TrendsRepository = ReturnType<typeof createTrendsRepository>;
