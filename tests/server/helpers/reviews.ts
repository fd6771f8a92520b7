/**
 * Cases in review for the marks and grading tests: a consultation the student completes through the API (which
 * submits it for review), and a review's status set directly where a test needs a state the routes reach later.
 */
import type { FastifyInstance } from 'fastify';
import { patientWithAppointment, saveCompletionRecords } from './clinic';
import { bearer } from './test-app';

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
