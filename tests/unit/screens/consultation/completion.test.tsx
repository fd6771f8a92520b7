import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsultationCompleted } from '../../../../src/screens/consultation/completion';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { appointment, patient, serve } from '../lists/support';

function renderCompleted() {
  const router = createMemoryRouter(
    [
      { path: '/consultation/5', element: <ConsultationCompleted /> },
      { path: '/appointments', element: <h1>Appointments</h1> },
      { path: '/', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/consultation/5'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Consultation Completed', () => {
  it("says 'Consultation Completed' and takes focus there", () => {
    renderCompleted();
    const heading = screen.getByRole('heading', { name: 'Consultation Completed' });
    expect(heading).toHaveFocus();
  });

  it("leads to /appointments with 'Attend to Next Patient'", async () => {
    const router = renderCompleted();
    await userEvent.click(screen.getByRole('link', { name: 'Attend to Next Patient' }));
    expect(router.state.location.pathname).toBe('/appointments');
    expect(screen.getByRole('heading', { name: 'Appointments' })).toBeInTheDocument();
  });

  it("leads to the dashboard with 'Go to Dashboard'", async () => {
    const router = renderCompleted();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('Consultation Completed, for a student: the supervising lecturer', () => {
  const SLOW = { timeout: 8_000 };
  const SUPERVISORS = [
    { id: 9, name: 'Dr Esi Lecturer', default: true },
    { id: 12, name: 'Dr Yaw Boateng', default: false },
  ];
  const review = (supervisor: { id: number; name: string }) => ({
    appointment: 7,
    status: 'submitted',
    student: { id: 1, name: 'Ama Owusu' },
    supervisor,
    patient: { id: 7, patient_id: 'SL-000007', name: 'Ama Owusu7' },
    returned_sections: [],
    submitted_at: '2026-11-21T09:30:00Z',
    updated_at: '2026-11-21T09:30:00Z',
    timeline: [],
  });

  beforeEach(() => {
    resetClientState();
    localStorage.clear();
    localStorage.setItem('consultation-7-flowStep', 'complete');
  });
  afterEach(() => vi.unstubAllGlobals());

  function serveCompleted(put: (body: unknown) => Response) {
    return serve('student', {
      '/api/clients/api/appointments/7/': () => json(appointment(7, 'Completed')),
      '/api/clients/api/patient-detail/7/': () => json(patient(7)),
      '/api/reviews/supervisors/': () => json(SUPERVISORS),
      '/api/reviews/7/': () => json(review(SUPERVISORS[0]!)),
      '/api/reviews/7/supervisor/': (_url, init) => put(JSON.parse(String(init.body))),
    });
  }

  it("shows the lecturer the case was submitted to, chosen in 'Supervising lecturer', with both buttons kept", async () => {
    serveCompleted(() => json({}, 500));
    renderApp('/consultation/7');
    expect(await screen.findByRole('heading', { name: 'Consultation Completed' }, SLOW)).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Supervising lecturer' }, SLOW);
    expect(select).toHaveDisplayValue('Dr Esi Lecturer');
    expect(screen.getByText('Submitted for review to Dr Esi Lecturer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Attend to Next Patient' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  }, 20_000);

  it('changing the lecturer PUTs the choice and says so', async () => {
    const bodies: unknown[] = [];
    serveCompleted((body) => {
      bodies.push(body);
      return json(review(SUPERVISORS[1]!));
    });
    renderApp('/consultation/7');
    const select = await screen.findByRole('combobox', { name: 'Supervising lecturer' }, SLOW);
    await waitFor(() => expect(select).toHaveDisplayValue('Dr Esi Lecturer'));
    select.focus();
    await userEvent.selectOptions(select, 'Dr Yaw Boateng');
    expect(await screen.findByText('Submitted for review to Dr Yaw Boateng', undefined, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([{ supervisor: 12 }]);
    await waitFor(() => expect(document.querySelector('.p-toast')?.textContent).toContain('Case now submitted for review to Dr Yaw Boateng.'));
  }, 20_000);

  it('a refused change keeps the lecturer and shows why', async () => {
    serveCompleted(() => json({ detail: 'This case is not waiting for review.' }, 409));
    renderApp('/consultation/7');
    const select = await screen.findByRole('combobox', { name: 'Supervising lecturer' }, SLOW);
    await waitFor(() => expect(select).toHaveDisplayValue('Dr Esi Lecturer'));
    await userEvent.selectOptions(select, 'Dr Yaw Boateng');
    await waitFor(() => expect(document.querySelector('.p-toast')?.textContent).toContain('This case is not waiting for review.'));
    expect(select).toHaveDisplayValue('Dr Esi Lecturer');
    expect(screen.getByText('Submitted for review to Dr Esi Lecturer')).toBeInTheDocument();
  }, 20_000);

  it('a lecturer completing a consultation sees no supervisor choice', async () => {
    serve('lecturer', {
      '/api/clients/api/appointments/7/': () => json(appointment(7, 'Completed')),
      '/api/clients/api/patient-detail/7/': () => json(patient(7)),
    });
    renderApp('/consultation/7');
    expect(await screen.findByRole('heading', { name: 'Consultation Completed' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Supervising lecturer' })).not.toBeInTheDocument();
  }, 20_000);
});

describe('Consultation Completed, for a student, without a review', () => {
  beforeEach(() => {
    resetClientState();
    localStorage.clear();
    localStorage.setItem('consultation-7-flowStep', 'complete');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says the case was not submitted when the server kept no review (no active lecturer)', async () => {
    serve('student', {
      '/api/clients/api/appointments/7/': () => json(appointment(7, 'Completed')),
      '/api/clients/api/patient-detail/7/': () => json(patient(7)),
      '/api/reviews/supervisors/': () => json([]),
    });
    renderApp('/consultation/7');
    expect(await screen.findByText('This case was not submitted for review.', undefined, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Supervising lecturer' })).not.toBeInTheDocument();
  }, 20_000);
});
