/**
 * Consultations for the dispensary tests, built through the API as the client does: an appointment today, its
 * diagnosis and management plan saved by the student (through their save routes, tests/server/helpers/sections.ts), then
 * completed (PATCH /clients/api/{id}/complete/).
 */
import type { FastifyInstance } from 'fastify';
import { adapters } from '../../../src/api/adapters/index';
import { routeOf } from './sections';

/** Management form data (notation as typed). */
type ManagementForm = Record<string, unknown>;
import { NO_MANAGEMENT_OPTION } from '../../fixtures/management-plan';
import { patientWithAppointment } from './clinic';
import { assertStatus, bearer } from './test-app';

/** A plan prescribing the given medications (form data as the management form holds it). */
export function medicationPlan(medications: { id: number; name: string; dosage?: string; eye?: string }[]): ManagementForm {
  return {
    ...NO_MANAGEMENT_OPTION,
    medications: true,
    prescribed_medications: medications.map((medication) => ({ eye: 'OU', ...medication })),
  };
}

/** A plan prescribing spectacles (the management form's Spectacles fixture, reduced). */
export const SPECTACLES_PLAN: ManagementForm = {
  ...NO_MANAGEMENT_OPTION,
  refractive_correction: true,
  type_of_refractive_correction: 'Spectacles',
  od_sph: '+1.25',
  os_sph: '-0.50',
  type_of_lens: 'Single Vision',
  prescribed_medications: [],
};

/** An appointment today with a diagnosis and the plan saved through the API; completed unless `complete` is false. */
export async function consultationWithPlan(
  app: FastifyInstance,
  studentToken: string,
  plan: ManagementForm,
  options: { complete?: boolean } = {},
): Promise<{ appointmentId: number; patientId: number }> {
  const { appointmentId, patientId } = await patientWithAppointment(app);
  const headers = bearer(studentToken);
  assertStatus(
    await app.inject({
      method: 'POST',
      url: routeOf('diagnosis').post(appointmentId),
      payload: { appointment: appointmentId, differential_diagnosis: 'Bacterial conjunctivitis', final_diagnoses: [] },
      headers,
    }),
    201,
    'diagnosis',
  );
  assertStatus(
    await app.inject({
      method: 'POST',
      url: routeOf('management').post(appointmentId),
      payload: adapters.management!.toPayload(plan, { appointmentId, patientId }) as object,
      headers,
    }),
    201,
    'management plan',
  );
  if (options.complete !== false) {
    assertStatus(await app.inject({ method: 'PATCH', url: `/api/clients/api/${appointmentId}/complete/`, headers, payload: {} }), 200, 'completion');
  }
  return { appointmentId, patientId };
}

/** The dispensary key of a stocked medication (an eye drop). */
export async function dispensableItem(app: FastifyInstance): Promise<string> {
  const drops = await app.db.selectFrom('medications').select('id').where('form', '=', 'eye drops').orderBy('id').executeTakeFirstOrThrow();
  return `medication:${drops.id}`;
}

/** A completed consultation, built through the API, whose plan prescribes that eye drop: its appointment id. */
export async function dispensableCase(app: FastifyInstance, studentToken: string): Promise<number> {
  const [, id] = (await dispensableItem(app)).split(':');
  const plan = medicationPlan([{ id: Number(id), name: 'Eye drop' }]);
  return (await consultationWithPlan(app, studentToken, plan)).appointmentId;
}
