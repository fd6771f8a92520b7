/**
 * Printable documents (issue 22, item 6): the spectacle prescription and the referral letter of an appointment, as
 * PDFs whose words are real text (read back with pdf.js); 404 in the API's error shape where the plan has none; the
 * roles that read records only. Consultations are built through the API (tests/server/helpers/dispensary.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationWithPlan, SPECTACLES_PLAN } from '../helpers/dispensary';
import { pdfText } from '../helpers/pdf-text';
import { routeOf } from '../helpers/sections';
import { assertStatus, bearer, createTestApp, expectErrorShape, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

/** The management form's Spectacles fixture: every value of the prescription. */
const FULL_RX = {
  ...SPECTACLES_PLAN,
  od_sph: '+1.25',
  os_sph: '-0.50',
  od_cyl: '-0.75',
  os_cyl: '-1.00',
  od_axis: '90',
  os_axis: '180',
  od_add: '+2.00',
  os_add: '+2.25',
  type_of_lens: 'Progressive',
  pd: 63.5,
  segment_height: 18,
  fitting_cross_height: 22,
};

const REFERRAL_PLAN = { ...SPECTACLES_PLAN, refractive_correction: false, referral: true, referral_details: 'Ophthalmologist: raised IOP for gonioscopy' };

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['hadmin', 'sysadmin', 'coordinator', 'student', 'lecturer']) tokens[user] = (await tokensFor(t.app, user)).access;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user = 'student') => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) });
const prescriptionUrl = (appointment: number | string) => `/api/documents/${appointment}/spectacle-prescription.pdf`;
const referralUrl = (appointment: number | string) => `/api/documents/${appointment}/referral-letter.pdf`;

describe('GET /api/documents/{appointment}/spectacle-prescription.pdf', () => {
  it('answers a PDF with the patient, the date, the Rx per eye, PD, heights, lens type, prescriber, supervisor and validity as text', async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, FULL_RX);
    const response = await get(prescriptionUrl(appointmentId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="spectacle-prescription-SL-\d+-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Spectacle Prescription');
    expect(text).toContain('Ama Owusu');
    expect(text).toContain('12 Apr 1990');
    for (const value of ['+1.25', '-0.50', '-0.75', '-1.00', '90', '180', '+2.00', '+2.25', '63.5 mm', '18 mm', '22 mm', 'Progressive']) {
      expect(text, value).toContain(value);
    }
    expect(text).toMatch(/OD \(right\) \+1\.25 -0\.75 90 \+2\.00 OS \(left\) -0\.50 -1\.00 180 \+2\.25/);
    expect(text).toContain('Prescriber: Efua Boateng');
    expect(text).toContain('Supervising lecturer: Kwame Asante');
    const appointment = await t.testDb.db.selectFrom('appointments').select('appointment_date').where('id', '=', appointmentId).executeTakeFirstOrThrow();
    const [year, month, day] = appointment.appointment_date.split('-');
    const validUntil = new Date(Number(year) + 2, Number(month) - 1, Number(day)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    expect(text).toContain(`Valid until ${validUntil}`);
  });

  it('prints a sphere-only prescription with the values not recorded shown as such, and no supervisor before the case is submitted', async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, SPECTACLES_PLAN, { complete: false });
    const response = await get(prescriptionUrl(appointmentId));
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/OD \(right\) \+1\.25 — — — OS \(left\) -0\.50 — — —/);
    expect(text).toContain('Supervising lecturer: —');
  });

  it('is 404 in the API error shape when the plan prescribes no spectacles, when there is no plan, and for no such appointment', async () => {
    const referral = await consultationWithPlan(t.app, tokens.student!, REFERRAL_PLAN);
    const contacts = await consultationWithPlan(t.app, tokens.student!, { ...FULL_RX, type_of_refractive_correction: 'Contact Lenses' });
    for (const appointment of [referral.appointmentId, contacts.appointmentId]) {
      const response = await get(prescriptionUrl(appointment));
      expect(response.statusCode).toBe(404);
      expect(expectErrorShape(response)).toBeNull();
      expect(response.json()).toEqual({ detail: 'This appointment has no spectacle prescription.' });
    }
    const { patientWithAppointment } = await import('../helpers/clinic');
    const bare = await patientWithAppointment(t.app);
    expect((await get(prescriptionUrl(bare.appointmentId))).json()).toEqual({ detail: 'This appointment has no spectacle prescription.' });
    for (const missing of ['999999', '0', 'x']) {
      const response = await get(prescriptionUrl(missing));
      expect([400, 404], missing).toContain(response.statusCode);
      expect(expectErrorShape(response)).toBeNull();
    }
    expect((await get(prescriptionUrl(999999))).json()).toEqual({ detail: 'Not found.' });
  });
});

describe('GET /api/documents/{appointment}/referral-letter.pdf', () => {
  it("answers a PDF with the patient, the date, the referral details, the diagnoses and who refers", async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, REFERRAL_PLAN, { complete: false });
    const code = await t.testDb.db.selectFrom('diagnosis_codes').selectAll().orderBy('id').executeTakeFirstOrThrow();
    assertStatus(
      await t.app.inject({
        method: 'POST',
        url: routeOf('diagnosis').post(appointmentId),
        payload: {
          appointment: appointmentId,
          differential_diagnosis: 'Ocular hypertension',
          final_diagnoses: [{ code: code.id, management_plan: 'Refer', affected_eye: 'OU', notes: '', queries: [] }],
        },
        headers: bearer(tokens.student!),
      }),
      201,
      'diagnosis',
    );
    const response = await get(referralUrl(appointmentId), 'lecturer');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="referral-letter-SL-\d+-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Referral Letter');
    expect(text).toContain('Ama Owusu');
    expect(text).toContain('Ophthalmologist: raised IOP for gonioscopy');
    expect(text).toContain(`${code.icd_code} ${code.diagnosis} (OU)`);
    expect(text).toContain('Ocular hypertension');
    expect(text).toContain('Referring clinician: Efua Boateng');
  });

  it('is 404 in the API error shape when the plan has no referral', async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, FULL_RX);
    const response = await get(referralUrl(appointmentId));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'This appointment has no referral.' });
  });
});

describe('GET /api/documents/{appointment}/', () => {
  it("lists the documents the appointment's plan gives, with where to read each", async () => {
    const both = await consultationWithPlan(t.app, tokens.student!, { ...FULL_RX, referral: true, referral_details: 'Optometrist review' });
    const rxOnly = await consultationWithPlan(t.app, tokens.student!, FULL_RX);
    const referralOnly = await consultationWithPlan(t.app, tokens.student!, REFERRAL_PLAN);
    const counselling = await consultationWithPlan(t.app, tokens.student!, { ...REFERRAL_PLAN, referral: false, counselling: true, counselling_details: 'Rest' });
    const { patientWithAppointment } = await import('../helpers/clinic');
    const noPlan = await patientWithAppointment(t.app);
    const kinds = async (appointment: number) => {
      const response = await get(`/api/documents/${appointment}/`, 'hadmin');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().documents;
    };
    expect(await kinds(both.appointmentId)).toEqual([
      { kind: 'spectacle-prescription', title: 'Spectacle prescription', url: `/api/documents/${both.appointmentId}/spectacle-prescription.pdf` },
      { kind: 'referral-letter', title: 'Referral letter', url: `/api/documents/${both.appointmentId}/referral-letter.pdf` },
    ]);
    expect((await kinds(rxOnly.appointmentId)).map((document: { kind: string }) => document.kind)).toEqual(['spectacle-prescription']);
    expect((await kinds(referralOnly.appointmentId)).map((document: { kind: string }) => document.kind)).toEqual(['referral-letter']);
    expect(await kinds(counselling.appointmentId)).toEqual([]);
    expect(await kinds(noPlan.appointmentId)).toEqual([]);
    expect((await get('/api/documents/999999/')).json()).toEqual({ detail: 'Not found.' });
    expect((await get(`/api/documents/${both.appointmentId}/`, 'coordinator')).statusCode).toBe(403);
  });
});

describe('who may print', () => {
  it("is for the roles that read the appointment's records; a coordinator is refused 403 in the API error shape", async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, { ...FULL_RX, referral: true, referral_details: 'Optometrist review' });
    for (const user of ['student', 'lecturer', 'hadmin', 'sysadmin']) {
      expect((await get(prescriptionUrl(appointmentId), user)).statusCode, user).toBe(200);
      expect((await get(referralUrl(appointmentId), user)).statusCode, user).toBe(200);
    }
    for (const url of [prescriptionUrl(appointmentId), referralUrl(appointmentId)]) {
      const refused = await get(url, 'coordinator');
      expect(refused.statusCode).toBe(403);
      expect(expectErrorShape(refused)).toBeNull();
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('audits every print as a read of the appointment', async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, FULL_RX);
    await get(prescriptionUrl(appointmentId), 'lecturer');
    const events = await t.testDb.db.selectFrom('audit_events').selectAll().where('appointment_id', '=', appointmentId).where('record_kind', '=', 'spectacle-prescription').execute();
    expect(events.map((event) => event.action)).toEqual(['read']);
  });
});
