/**
 * What the review routes answer (issue 12, API "Reviews"): the lecturers' queue, a student's own cases, and one case
 * with its timeline (its transitions, the section marks and the gradings given, oldest first).
 */
import type { PendingReview, Review, ReviewAction, ReviewStatus, StudentReviewItem, TimelineEvent } from '../../../contracts/generated/types';
import { isRecord } from '../../../src/lib/is-record';
import type { Repositories } from '../../db/repositories/index';
import { fromCenti } from '../../lib/centi';
import { fullName } from '../../lib/text';
import { gradingsOf } from '../grading/final-gradings';
import { marksOf } from '../grading/section-marks';
import type { ReviewWithNames } from './repository';
import { returnedSectionsOf } from './service';

type Repos = Pick<Repositories, 'caseReviews' | 'grading' | 'referenceData'>;

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function waitingMinutes(since: string, now: Date = new Date()): number {
  const ms = now.getTime() - new Date(since).getTime();
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60000) : 0;
}

/**
 * The diagnosis a list shows of each appointment: from its latest diagnosis record, the first final diagnosis's name,
 * else the differential diagnosis, else null.
 */
async function diagnosesOf(repos: Repos, appointmentIds: number[]): Promise<Map<number, string | null>> {
  const answer = new Map<number, string | null>();
  if (appointmentIds.length === 0) return answer;
  const rows = await repos.caseReviews.diagnosisRecords(appointmentIds);
  const latest = new Map<number, Record<string, unknown>>();
  for (const row of rows) {
    if (latest.has(row.appointment_id)) continue;
    const data = parse(row.data);
    latest.set(row.appointment_id, isRecord(data) ? data : {});
  }
  const firstCode = (data: Record<string, unknown>): number | null => {
    const finals = Array.isArray(data.final_diagnoses) ? data.final_diagnoses : [];
    const first: unknown = finals[0];
    return isRecord(first) && typeof first.code === 'number' ? first.code : null;
  };
  const codes = [...latest.values()].map(firstCode).filter((code): code is number => code !== null);
  const names = new Map((await repos.referenceData.findDiagnosisCodes([...new Set(codes)])).map((row) => [row.id, row.diagnosis]));
  for (const id of appointmentIds) {
    const data = latest.get(id);
    if (!data) {
      answer.set(id, null);
      continue;
    }
    const code = firstCode(data);
    const named = code === null ? undefined : names.get(code);
    const differential = typeof data.differential_diagnosis === 'string' ? data.differential_diagnosis.trim() : '';
    answer.set(id, named ?? (differential === '' ? null : differential));
  }
  return answer;
}

function toItem(row: ReviewWithNames, diagnosis: string | null, now: Date): PendingReview {
  return {
    appointment: row.appointment_id,
    patient: { id: row.patient_pk, patient_id: row.patient_code, name: fullName(row.patient_first, row.patient_last) },
    student: { id: row.student_id, name: fullName(row.student_first, row.student_last) },
    supervisor: { id: row.supervisor_id, name: fullName(row.supervisor_first, row.supervisor_last) },
    appointment_date: row.appointment_date,
    appointment_type: row.appointment_type,
    submitted_at: row.submitted_at,
    waiting_minutes: waitingMinutes(row.submitted_at, now),
    diagnosis,
    status: row.status as ReviewStatus,
  };
}

/** The cases waiting for review (submitted), oldest submission first; `supervisorId`: only those sent to them. */
export async function reviewQueue(repos: Repos, supervisorId?: number): Promise<PendingReview[]> {
  const rows = await repos.caseReviews.waiting('submitted' satisfies ReviewStatus, supervisorId);
  const diagnoses = await diagnosesOf(repos, rows.map((row) => row.appointment_id));
  const now = new Date();
  return rows.map((row) => toItem(row, diagnoses.get(row.appointment_id) ?? null, now));
}

/** A student's own cases, every status, most recently changed first. */
export async function studentReviews(repos: Repos, studentId: number): Promise<StudentReviewItem[]> {
  const rows = await repos.caseReviews.ofStudent(studentId);
  const ids = rows.map((row) => row.appointment_id);
  const diagnoses = await diagnosesOf(repos, ids);
  const remarks = new Map<number, string>();
  const totals = new Map<number, number>();
  if (ids.length > 0) {
    const events = await repos.caseReviews.transitionRemarks(ids);
    for (const event of events) if (!remarks.has(event.appointment_id) && event.remarks) remarks.set(event.appointment_id, event.remarks);
    const gradings = await repos.caseReviews.gradingTotals(ids);
    for (const grading of gradings) if (!totals.has(grading.appointment_id)) totals.set(grading.appointment_id, fromCenti(grading.total_centi));
  }
  const now = new Date();
  return rows.map((row) => ({
    ...toItem(row, diagnoses.get(row.appointment_id) ?? null, now),
    returned_sections: returnedSectionsOf(row),
    remarks: remarks.get(row.appointment_id) ?? null,
    total: totals.get(row.appointment_id) ?? null,
    updated_at: row.updated_at,
  }));
}

/** One case with its timeline, or undefined when it was never submitted. */
export async function reviewView(repos: Repos, appointmentId: number): Promise<Review | undefined> {
  const row = await repos.caseReviews.withNames(appointmentId);
  if (!row) return undefined;
  const [events, marks, gradings] = await Promise.all([
    repos.caseReviews.events(appointmentId),
    marksOf(repos.grading, appointmentId),
    gradingsOf(repos.grading, appointmentId),
  ]);
  // The people an event's details name: the supervising lecturer, the student a consultation was reassigned to.
  const personIds = events
    .map((event) => parse(event.detail))
    .flatMap((detail) => (isRecord(detail) ? [detail.supervisor, detail.student] : []))
    .filter((id): id is number => typeof id === 'number');
  const names = new Map<number, string>();
  if (personIds.length > 0) {
    const users = await repos.caseReviews.userNames([...new Set(personIds)]);
    for (const user of users) names.set(user.id, fullName(user.first_name, user.last_name));
  }

  // Each source is in insertion order; a stable sort by time keeps that order between entries of one instant.
  const timeline: TimelineEvent[] = [];
  for (const event of events) {
    const detail = parse(event.detail);
    const entry: TimelineEvent = {
      at: event.at,
      action: event.action as ReviewAction,
      by: { id: event.actor_id, name: fullName(event.first_name, event.last_name) },
      remarks: event.remarks,
    };
    if (isRecord(detail) && Array.isArray(detail.sections)) entry.sections = detail.sections.filter((s): s is string => typeof s === 'string');
    if (isRecord(detail) && typeof detail.supervisor === 'number') {
      entry.supervisor = { id: detail.supervisor, name: names.get(detail.supervisor) ?? '' };
    }
    if (isRecord(detail) && typeof detail.student === 'number') {
      entry.student = { id: detail.student, name: names.get(detail.student) ?? '' };
    }
    timeline.push(entry);
  }
  for (const mark of marks) {
    timeline.push({
      at: mark.marked_at,
      action: 'marked',
      by: { id: mark.marked_by, name: mark.marked_by_name },
      remarks: mark.remarks === '' ? null : mark.remarks,
      section: mark.section,
      marks: mark.marks,
    });
  }
  gradings.forEach((grading, index) => {
    timeline.push({
      at: grading.graded_at,
      action: index === 0 ? 'graded' : 'regraded',
      by: { id: grading.graded_by, name: grading.graded_by_name },
      remarks: grading.remarks === '' ? null : grading.remarks,
      total: grading.total,
      reason: grading.reason,
    });
  });
  timeline.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  return {
    appointment: row.appointment_id,
    status: row.status as ReviewStatus,
    student: { id: row.student_id, name: fullName(row.student_first, row.student_last) },
    supervisor: { id: row.supervisor_id, name: fullName(row.supervisor_first, row.supervisor_last) },
    patient: { id: row.patient_pk, patient_id: row.patient_code, name: fullName(row.patient_first, row.patient_last) },
    appointment_date: row.appointment_date,
    appointment_type: row.appointment_type,
    returned_sections: returnedSectionsOf(row),
    submitted_at: row.submitted_at,
    updated_at: row.updated_at,
    timeline,
  };
}
