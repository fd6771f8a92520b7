/**
 * Booking, reading and completing appointments, and the dashboard summary built from them (platform §3, §4).
 * Dates are the server's local calendar dates (YYYY-MM-DD): "today" is the clinic's today.
 */
import { APPOINTMENT_MESSAGES, type APPOINTMENT_STATUSES, type APPOINTMENT_TYPES } from '../../../contracts/appointments';
import type { Appointment, AppointmentPage, AppointmentRequest, Clinician, TodayAppointments } from '../../../contracts/generated/types';
import type { AppointmentWithPatient } from '../../db/repositories/appointments';
import type { Repositories } from '../../db/repositories/index';
import { readPage, type Paging } from '../../http/paging';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { isRealDate, localDate } from '../../lib/dates';
import { isRowId } from '../../lib/ids';
import { REVIEW_MESSAGES } from '../../../contracts/reviews';
import { writerOf } from './consultation-owners';
import { bookingErrors, completionRefusal, isOtherStudent, OPEN_STATUS, OWNER_MESSAGES, type CompletionForms } from '../../services/record-lifecycle';
import type { UsageBudgets } from '../../services/usage-budgets';
import { can, normalizeRole, ROLES } from '../../../src/lib/permissions';

export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Today's appointments the dashboard summary carries (the upcoming table shows 5 of its Scheduled ones). */
export const DASHBOARD_TODAY_ROWS = 10;

/** An appointment as every route answers it. */
export function toAppointmentResponse(row: AppointmentWithPatient): Appointment {
  return {
    id: row.id,
    patient: row.patient_id,
    patient_id: row.patient_code,
    patient_name: `${row.first_name} ${row.last_name}`,
    appointment_date: row.appointment_date,
    appointment_type: row.appointment_type as AppointmentType,
    status: row.status as AppointmentStatus,
    notes: row.notes,
    appointment_time: row.appointment_time,
    clinician: row.clinician_id,
    clinician_name: row.clinician_first_name === null ? null : `${row.clinician_first_name} ${row.clinician_last_name ?? ''}`.trim(),
    cancel_reason: row.cancel_reason,
  };
}

/** The roles an appointment can be booked with a member of: those who attend to patients (config/permissions.json). */
export const CLINICIAN_ROLES: readonly string[] = ROLES.filter((role) => can(role, 'appointment.attend'));

export interface DashboardSummary {
  today_appointments: TodayAppointments;
  pending_appointments: number;
  completed_appointments: number;
  total_patients: number;
  recent_activity: unknown[];
}

/** Who completes an appointment: a student's completion submits the case for review (server/features/reviews/service.ts). */
export interface Completer {
  userId: number;
  role: string;
  /** The supervising lecturer the student chose; the default one when not given. */
  supervisor?: number;
}

/** Who books: the front desk (a role that books from the patients list) has a larger daily budget. */
export interface Booker {
  userId: number;
  role: string;
}

export function createAppointmentService(repos: Repositories, budgets?: UsageBudgets) {
  async function found(id: number): Promise<AppointmentWithPatient> {
    const row = await repos.appointments.find(id);
    if (!row) throw ApiError.detail(404, MESSAGES.notFound);
    return row;
  }

  /**
   * Marks the appointment Completed and, for a student, submits the case for review, in one transaction. False
   * when it was no longer Scheduled.
   */
  async function completeAndSubmit(row: AppointmentWithPatient, by: Completer | undefined): Promise<boolean> {
    const now = new Date().toISOString();
    const { consultations } = repos;
    if (!by || by.role !== 'student') return consultations.complete(row.id, now);
    let supervisor = by.supervisor;
    if (supervisor !== undefined && !(await consultations.isActiveLecturer(supervisor))) {
      throw ApiError.fields({ supervisor: [REVIEW_MESSAGES.notLecturer] });
    }
    supervisor ??= await consultations.defaultSupervisor(row.appointment_date);
    return consultations.transaction(async (tx) => {
      if (!(await tx.complete(row.id, now))) return false;
      // The consultation becomes theirs if nobody's yet; another student's is refused (checked before, and here again,
      // rolling the completion back). After the appointment's row, as a section save locks them, so the two queue.
      if ((await tx.claimOwner(row.id, by.userId)) !== by.userId) throw ApiError.detail(403, OWNER_MESSAGES.notOwner);
      // With no active lecturer at all the consultation is completed without a review (docs/decisions.md).
      if (supervisor !== undefined) {
        await tx.submitForReview({ appointmentId: row.id, studentId: by.userId, supervisorId: supervisor, at: now });
      }
      return true;
    });
  }

  return {
    /**
     * Books an appointment: New and today unless the body says otherwise; always Scheduled, never for a day before
     * the clinic's today (server/services/record-lifecycle.ts). A valid booking spends one of the booker's bookings
     * of the day (429 with Retry-After, nothing written, when none is left).
     */
    async create(body: AppointmentRequest, booker: Booker): Promise<Appointment> {
      const today = localDate();
      const date = body.appointment_date ?? today;
      if (!isRealDate(date)) throw ApiError.fields({ appointment_date: [APPOINTMENT_MESSAGES.badDate] });
      const status = body.status ?? OPEN_STATUS;
      const refused = bookingErrors({ date, status }, today);
      if (refused) throw ApiError.fields(refused);
      const { patient } = body;
      if (!isRowId(patient) || !(await repos.patients.find(patient))) throw ApiError.detail(400, APPOINTMENT_MESSAGES.invalidPatient);
      const clinician = body.clinician ?? null;
      if (clinician !== null && !(await repos.appointments.isClinician(clinician, CLINICIAN_ROLES))) {
        throw ApiError.fields({ clinician: [APPOINTMENT_MESSAGES.badClinician] });
      }
      await budgets?.booking(booker.userId, can(booker.role, 'appointment.book_from_list'));
      const now = new Date().toISOString();
      const notes = body.notes?.trim() ? body.notes.trim() : null;
      const created = await repos.appointments.create({
        patient_id: patient,
        appointment_date: date,
        appointment_type: body.appointment_type ?? 'New',
        status,
        notes,
        appointment_time: body.appointment_time ?? null,
        clinician_id: clinician,
        created_by: booker.userId,
        created_at: now,
        completed_at: null,
      });
      return toAppointmentResponse(created);
    },

    /** Whom an appointment can be booked with: the active members of CLINICIAN_ROLES. */
    async clinicians(): Promise<Clinician[]> {
      const rows = await repos.appointments.clinicians(CLINICIAN_ROLES);
      return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), role: normalizeRole(row.role) }));
    },

    async get(id: number): Promise<Appointment> {
      return toAppointmentResponse(await found(id));
    },

    /** One page of every appointment, newest date first. */
    page(paging: Paging): Promise<AppointmentPage> {
      return readPage(repos.appointments, paging, toAppointmentResponse);
    },

    /**
     * Completes a Scheduled appointment once its diagnosis and management plan (`forms`) are saved, else 400 naming
     * what is missing; a Completed one is answered as it is, a Cancelled one refused. Records are only ever added,
     * so what was found saved stays saved when the status changes. When a student completes it (`by`), the case is
     * submitted for review to the lecturer they chose (400 on `supervisor` when that is no active lecturer) or the
     * default one, in the same transaction as the status change. A student completes only a consultation that is
     * theirs or nobody's yet (403 otherwise), and it is theirs from then on.
     */
    async complete(id: number, forms: CompletionForms, by?: Completer): Promise<Appointment> {
      const row = await found(id);
      if (row.status === 'Cancelled') throw ApiError.detail(400, APPOINTMENT_MESSAGES.cancelledNotCompleted);
      if (row.status !== OPEN_STATUS) return toAppointmentResponse(row);
      if (by && isOtherStudent(await repos.consultations.ownerOf(id), writerOf({ id: by.userId, role: by.role }))) {
        throw ApiError.detail(403, OWNER_MESSAGES.notOwner);
      }
      const [diagnosis, management] = await Promise.all([
        repos.sectionRecords.latest(id, forms.diagnosis),
        repos.sectionRecords.latest(id, forms.management),
      ]);
      const refusal = completionRefusal({ diagnosis: diagnosis !== undefined, management: management !== undefined });
      if (refusal) throw ApiError.detail(400, refusal);
      if (await completeAndSubmit(row, by)) return toAppointmentResponse(await found(id));
      // Completed or cancelled meanwhile: answer as above.
      const now = await found(id);
      if (now.status === 'Cancelled') throw ApiError.detail(400, APPOINTMENT_MESSAGES.cancelledNotCompleted);
      return toAppointmentResponse(now);
    },

    /** A patient's appointments, newest date first; 404 for an unknown patient. */
    async forPatient(patientId: number): Promise<Appointment[]> {
      if (!(await repos.patients.find(patientId))) throw ApiError.detail(404, MESSAGES.notFound);
      return (await repos.appointments.forPatient(patientId)).map(toAppointmentResponse);
    },

    /**
     * One page of today's appointments in today's list order (Scheduled, Completed, Cancelled; each newest booked
     * first) and how many today has in all.
     */
    async today(offset: number, limit: number): Promise<TodayAppointments> {
      const date = localDate();
      const [rows, counts] = await Promise.all([repos.appointments.onDate(date, offset, limit), repos.appointments.countsOnDate(date)]);
      return { data: rows.map(toAppointmentResponse), count: counts.total };
    },

    /**
     * The dashboard cards' counts (pending is today's Scheduled, completed today's Completed, what the client adds
     * to when it books for today) and the first DASHBOARD_TODAY_ROWS of today's list, Scheduled first: bounded
     * however many are booked; the rest is paged by today's list (docs/decisions.md, "Bounded lists").
     */
    async dashboard(): Promise<DashboardSummary> {
      const date = localDate();
      const [rows, counts, totalPatients] = await Promise.all([
        repos.appointments.onDate(date, 0, DASHBOARD_TODAY_ROWS),
        repos.appointments.countsOnDate(date),
        repos.patients.count(),
      ]);
      return {
        today_appointments: { count: counts.total, data: rows.map(toAppointmentResponse) },
        pending_appointments: counts.scheduled,
        completed_appointments: counts.completed,
        total_patients: totalPatients,
        recent_activity: [],
      };
    },
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
