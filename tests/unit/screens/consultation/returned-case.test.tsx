/** /consultation/{id} of a case returned for correction: only the returned sections editable, the banner, Resubmit. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { appointment, patient, serve } from '../lists/support';
import spheresOnly from '../../../../schemas/refraction/fixtures/valid-spheres-only.json';
import { adapters } from '../../../../src/api/adapters';

const SLOW = { timeout: 8_000 };

beforeEach(() => {
  resetClientState();
  localStorage.clear();
  // Where the student left the consultation when completing it.
  localStorage.setItem('consultation-7-flowStep', 'complete');
});
afterEach(() => vi.unstubAllGlobals());

const REFRACTION = '/api/tests/api/refraction/7/';
const CASE_HISTORY = '/api/tests/api/case-history/7/';

function review(status: string, studentId = 1) {
  return {
    appointment: 7,
    status,
    student: { id: studentId, name: 'Ama Owusu' },
    supervisor: { id: 9, name: 'Dr Esi Lecturer' },
    patient: { id: 7, patient_id: 'SL-000007', name: 'Ama Owusu7' },
    returned_sections: status === 'returned' ? ['refraction', 'diagnosis'] : [],
    submitted_at: '2026-11-21T09:30:00Z',
    updated_at: '2026-11-21T11:00:00Z',
    timeline: [
      { at: '2026-11-21T09:30:00Z', action: 'submitted', by: { id: 1, name: 'Ama Owusu' }, remarks: null },
      { at: '2026-11-21T11:00:00Z', action: 'returned', by: { id: 9, name: 'Dr Esi Lecturer' }, remarks: 'Recheck the spheres.', sections: ['refraction', 'diagnosis'] },
    ],
  };
}

function serveReturned(role = 'student', body = review('returned'), resubmit: () => Response = () => json({ ...review('submitted') })) {
  const stored = { ...adapters.refraction!.toPayload(spheresOnly as never, { appointmentId: 7 }), id: 3, saved_at: '2026-11-21T09:30:00Z', saved_by_name: 'Ama Owusu' };
  return serve(role, {
    '/api/clients/api/appointments/7/': () => json(appointment(7, 'Completed')),
    '/api/clients/api/patient-detail/7/': () => json(patient(7)),
    '/api/reviews/7/': () => json(body),
    '/api/reviews/7/resubmit/': resubmit,
    '/api/reviews/student/': () => json([]),
    [REFRACTION]: (_url, init) => (init.method?.toUpperCase() === 'POST' ? json({ id: 4, saved_at: '2026-11-21T12:00:00Z' }, 201) : json(stored)),
    [CASE_HISTORY]: () => json({ id: 2, appointment: 7, chief_complaint: 'Blurred vision', saved_at: '2026-11-21T09:00:00Z' }),
  });
}

describe('A consultation returned for correction', () => {
  it('opens on the first returned section, editable, under a banner naming the sections and the remarks', async () => {
    serveReturned();
    renderApp('/consultation/7');
    expect(await screen.findByRole('heading', { name: 'Returned for correction by Dr Esi Lecturer' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText("Lecturer's remarks: Recheck the spheres.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refraction' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diagnosis' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Refraction' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('radio', { name: 'Auto-refraction' }, SLOW)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save and Proceed' })).toBeInTheDocument();
  }, 20_000);

  it('keeps every other section read-only (no Save), reached by the tabs from the keyboard', async () => {
    serveReturned();
    renderApp('/consultation/7');
    const refraction = await screen.findByRole('tab', { name: 'Refraction' }, SLOW);
    await screen.findByRole('button', { name: 'Save and Proceed' }, SLOW);
    refraction.focus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Case History' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument(), SLOW);
  }, 20_000);

  it('saves a correction of a returned section and moves on', async () => {
    const fetch = serveReturned();
    renderApp('/consultation/7');
    await userEvent.click(await screen.findByRole('radio', { name: 'Retinoscopy' }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Extra Tests' })).toHaveAttribute('aria-selected', 'true'), SLOW);
    expect(callsTo(fetch, REFRACTION).filter(([, init]) => init?.method?.toUpperCase() === 'POST')).toHaveLength(1);
  }, 20_000);

  it("'Resubmit for Review' POSTs the resubmission, says so and leads to /case-reviews", async () => {
    const fetch = serveReturned();
    const { router } = renderApp('/consultation/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Resubmit for Review' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-reviews'), SLOW);
    expect(callsTo(fetch, '/api/reviews/7/resubmit/')).toHaveLength(1);
    expect(callsTo(fetch, '/api/reviews/7/resubmit/')[0]![1]?.method?.toUpperCase()).toBe('POST');
    await waitFor(() => expect(document.querySelector('.p-toast')?.textContent).toContain('Case resubmitted for review to Dr Esi Lecturer.'));
  }, 20_000);

  it('a refused resubmission stays and shows why', async () => {
    serveReturned('student', review('returned'), () => json({ detail: 'This case is not returned for correction.' }, 409));
    const { router } = renderApp('/consultation/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Resubmit for Review' }, SLOW));
    await waitFor(() => expect(document.querySelector('.p-toast')?.textContent).toContain('This case is not returned for correction.'));
    expect(router.state.location.pathname).toBe('/consultation/7');
  }, 20_000);

  it('a case returned to another student opens as before, without the banner', async () => {
    serveReturned('student', review('returned', 2));
    renderApp('/consultation/7');
    expect(await screen.findByRole('heading', { name: 'Consultation Completed' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resubmit for Review' })).not.toBeInTheDocument();
  }, 20_000);

  it('a case waiting for review opens read-only, without the banner', async () => {
    serveReturned('student', review('submitted'));
    localStorage.setItem('consultation-7-flowStep', 'consultation');
    localStorage.setItem('consultation-7-activeTab', 'refraction');
    renderApp('/consultation/7');
    expect(await screen.findByText('Auto-refraction', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Returned for correction/ })).not.toBeInTheDocument();
  }, 20_000);
});

describe('Completing a consultation (student)', () => {
  it("reaches 'Consultation Completed' with the supervisor choice after Confirm Save", async () => {
    localStorage.setItem('consultation-7-flowStep', 'management');
    let completed = false;
    serve('student', {
      '/api/clients/api/appointments/7/': () => json(appointment(7, completed ? 'Completed' : 'Scheduled')),
      '/api/clients/api/patient-detail/7/': () => json(patient(7)),
      '/api/pharmacy/medications/': () => json([]),
      '/api/management/7/': (_url, init) =>
        init.method?.toUpperCase() === 'POST' ? json({ ...(JSON.parse(String(init.body)) as object), id: 9, saved_at: '2026-11-24T11:00:00Z' }, 201) : json({ detail: 'Not found.' }, 404),
      '/api/clients/api/7/complete/': () => {
        completed = true;
        return json(appointment(7, 'Completed'));
      },
      '/api/reviews/supervisors/': () => json([{ id: 9, name: 'Dr Esi Lecturer', default: true }]),
      '/api/reviews/7/': () => json(review('submitted')),
    });
    renderApp('/consultation/7');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Counselling' }, SLOW));
    await userEvent.type(await screen.findByRole('textbox', { name: /Counselling details/ }, SLOW), 'Screen time');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Save' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Consultation Completed' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Submitted for review to Dr Esi Lecturer', undefined, SLOW)).toBeInTheDocument();
  }, 20_000);
});
