/** /case-reviews: the student's cases (status words, remarks, total, sections to correct), states, timeline, Correct Case. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { appointment, patient, serve } from '../lists/support';

const SLOW = { timeout: 8_000 };

beforeEach(() => {
  resetClientState();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const person = (id: number, name: string) => ({ id, name });
function item(id: number, status: string, overrides: Record<string, unknown> = {}) {
  return {
    appointment: id,
    patient: { id, patient_id: `SL-00000${id}`, name: `Kofi Mensah${id}` },
    student: person(1, 'Ama Owusu'),
    supervisor: person(9, 'Dr Esi Lecturer'),
    appointment_date: '2026-11-20',
    appointment_type: 'New',
    submitted_at: '2026-11-20T10:00:00Z',
    diagnosis: null,
    status,
    returned_sections: [],
    remarks: null,
    total: null,
    updated_at: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

const CASES = [
  item(4, 'returned', { returned_sections: ['refraction', 'extra-test'], remarks: 'Recheck the spheres.' }),
  item(5, 'submitted'),
  item(6, 'approved', { total: 81.5, remarks: 'Well done.' }),
];

const REVIEW_4 = {
  appointment: 4,
  status: 'returned',
  student: person(1, 'Ama Owusu'),
  supervisor: person(9, 'Dr Esi Lecturer'),
  patient: CASES[0]!.patient,
  returned_sections: ['refraction', 'extra-test'],
  submitted_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  timeline: [
    { at: '2026-11-20T10:00:00Z', action: 'submitted', by: person(1, 'Ama Owusu'), remarks: null },
    { at: '2026-11-20T11:00:00Z', action: 'marked', by: person(9, 'Dr Esi Lecturer'), remarks: 'Good', section: 'case-history', marks: 72.5 },
    { at: '2026-11-21T10:00:00Z', action: 'returned', by: person(9, 'Dr Esi Lecturer'), remarks: 'Recheck the spheres.', sections: ['refraction', 'extra-test'] },
  ],
};

describe('Case Reviews', () => {
  it('lists each case with its patient, date, status words, remarks, total and sections to correct', async () => {
    serve('student', { '/api/reviews/student/': () => json(CASES) });
    renderApp('/case-reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case Reviews' }, SLOW)).toBeInTheDocument();
    const returned = await screen.findByRole('article', { name: 'Kofi Mensah4 (SL-000004)' }, SLOW);
    const r = within(returned);
    expect(r.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(r.getByText('Returned for correction')).toBeInTheDocument();
    expect(r.getByText('Refraction, Extra Tests')).toBeInTheDocument();
    expect(r.getByText('Recheck the spheres.')).toBeInTheDocument();
    expect(r.getByRole('link', { name: 'Correct Case' })).toHaveAttribute('href', '/consultation/4');
    const waiting = within(screen.getByRole('article', { name: 'Kofi Mensah5 (SL-000005)' }));
    expect(waiting.getByText('Waiting for review')).toBeInTheDocument();
    expect(waiting.getByText('--')).toBeInTheDocument();
    expect(waiting.queryByRole('link', { name: 'Correct Case' })).not.toBeInTheDocument();
    const approved = within(screen.getByRole('article', { name: 'Kofi Mensah6 (SL-000006)' }));
    expect(approved.getByText('Approved')).toBeInTheDocument();
    expect(approved.getByText('81.5')).toBeInTheDocument();
    expect(approved.getByText('Well done.')).toBeInTheDocument();
  }, 20_000);

  it("says 'No cases yet.' when the student has none", async () => {
    serve('student', { '/api/reviews/student/': () => json([]) });
    renderApp('/case-reviews');
    expect(await screen.findByText('No cases yet.', undefined, SLOW)).toBeInTheDocument();
  }, 20_000);

  it('shows a failure with Retry, which loads the cases again', async () => {
    let fail = true;
    serve('student', { '/api/reviews/student/': () => (fail ? json({ detail: 'boom' }, 500) : json([])) });
    renderApp('/case-reviews');
    expect(await screen.findByText(/Your cases could not be loaded\./, undefined, SLOW)).toHaveAttribute('role', 'alert');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No cases yet.', undefined, SLOW)).toBeInTheDocument();
  }, 20_000);

  it('opens a case timeline from the keyboard: when, who, what and remarks, oldest first', async () => {
    serve('student', { '/api/reviews/student/': () => json(CASES), '/api/reviews/4/': () => json(REVIEW_4) });
    renderApp('/case-reviews');
    const article = await screen.findByRole('article', { name: 'Kofi Mensah4 (SL-000004)' }, SLOW);
    const toggle = within(article).getByRole('button', { name: 'Show Timeline' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const timeline = await within(article).findByRole('list', { name: 'Timeline' }, SLOW);
    const steps = within(timeline).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain('Ama Owusu');
    expect(steps[0]).toContain('Submitted for review');
    expect(steps[1]).toContain('Marked Case History: 72.5');
    expect(steps[2]).toContain('Dr Esi Lecturer');
    expect(steps[2]).toContain('Returned for correction: Refraction, Extra Tests');
    expect(steps[2]).toContain('Recheck the spheres.');
    expect(within(article).getByRole('button', { name: 'Hide Timeline' })).toHaveAttribute('aria-expanded', 'true');
  }, 20_000);

  it("'Correct Case' opens the returned consultation", async () => {
    serve('student', {
      '/api/reviews/student/': () => json(CASES),
      '/api/reviews/4/': () => json(REVIEW_4),
      '/api/clients/api/appointments/4/': () => json(appointment(4, 'Completed')),
      '/api/clients/api/patient-detail/4/': () => json(patient(4)),
    });
    const { router } = renderApp('/case-reviews');
    const article = await screen.findByRole('article', { name: 'Kofi Mensah4 (SL-000004)' }, SLOW);
    await userEvent.click(within(article).getByRole('link', { name: 'Correct Case' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation/4'), SLOW);
    expect(await screen.findByRole('heading', { name: 'Returned for correction by Dr Esi Lecturer' }, SLOW)).toBeInTheDocument();
  }, 20_000);

  it('is not for lecturers', async () => {
    serve('lecturer', {});
    renderApp('/case-reviews');
    expect(await screen.findByText('This page is not available to your role.', undefined, SLOW)).toBeInTheDocument();
  }, 20_000);
});
