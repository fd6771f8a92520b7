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
