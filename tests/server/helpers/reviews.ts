/**
 * Cases in review for the marks and grading tests: a consultation the student completes through the API (which
 * submits it for review), and a review's status set directly where a test needs a state the routes reach later.
 */
import type { FastifyInstance } from 'fastify';
import { rubricOf } from '../../../src/engine/core/rubric';
import { patientWithAppointment, saveCompletionRecords } from './clinic';
import { assertStatus, bearer } from './test-app';

/** A demo user's access token (signed in once and kept by the caller). */
export type TokenOf = (username: string) => Promise<string>;

/** A new appointment with the records a completion needs, completed by the student: answers its id. */
export async function submittedCase(app: FastifyInstance, studentToken: string): Promise<number> {
  const { appointmentId } = await patientWithAppointment(app);
  await saveCompletionRecords(app, appointmentId);
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/clients/api/${appointmentId}/complete/`,
    headers: bearer(studentToken),
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`completion refused: ${response.statusCode} ${response.body}`);
  const review = await app.db.selectFrom('case_reviews').select('status').where('appointment_id', '=', appointmentId).executeTakeFirst();
  if (review?.status !== 'submitted') throw new Error('the completion did not submit the case for review');
  return appointmentId;
}

/** A return for correction of the management plan. */
export const RETURN_BODY = { remarks: 'Correct the plan', sections: ['management'] };

/** Valid final grading form data for the current rubric: every item at its maximum. */
export async function gradingBody(app: FastifyInstance): Promise<Record<string, unknown>> {
  const rubric = rubricOf((await app.rubrics.current('final-grading')).schema);
  const body = Object.fromEntries(rubric.map((section) => [section.key, Object.fromEntries(section.items.map((item) => [item.key, item.maximum]))]));
  return { ...body, remarks: 'Complete' };
}

/** A submitted case its lecturer returned for correction of the management plan (RETURN_BODY). */
export async function returnedCase(app: FastifyInstance, tokenOf: TokenOf): Promise<number> {
  const id = await submittedCase(app, await tokenOf('student'));
  const headers = bearer(await tokenOf('lecturer'));
  assertStatus(await app.inject({ method: 'POST', url: `/api/reviews/${id}/return/`, payload: RETURN_BODY, headers }), 200, 'return');
  return id;
}

/** A submitted case its lecturer graded (gradingBody). */
export async function gradedCase(app: FastifyInstance, tokenOf: TokenOf): Promise<number> {
  const id = await submittedCase(app, await tokenOf('student'));
  const headers = bearer(await tokenOf('lecturer'));
  assertStatus(await app.inject({ method: 'POST', url: `/api/grading/${id}/`, payload: await gradingBody(app), headers }), 201, 'grading');
  return id;
}

/** Sets a case's review status directly (e.g. `approved`, which the review routes reach through other steps). */
export async function setReviewStatus(app: FastifyInstance, appointmentId: number, status: 'submitted' | 'returned' | 'approved') {
  await app.db
    .updateTable('case_reviews')
    .set({ status, updated_at: new Date().toISOString() })
    .where('appointment_id', '=', appointmentId)
    .execute();
}

/** Scores of every item of the final-grading rubric. Section A: 4.5 + 6 × 8 = 52.5; section B: 7 × 4.25 = 29.75; overall 82.25. */
export const GRADING_SCORES = {
  section_a: {
    case_history: 4.5,
    visual_acuity_prelim: 8,
    externals: 8,
    internals: 8,
    objective_refraction: 8,
    subjective_refraction: 8,
    other_investigative_procedures: 8,
  },
  section_b: {
    diagnosis: 4.25,
    management: 4.25,
    patient_education: 4.25,
    review_evidence_of_resolution: 4.25,
    clinicians_disposition: 4.25,
    time: 4.25,
    logged_case: 4.25,
  },
};
