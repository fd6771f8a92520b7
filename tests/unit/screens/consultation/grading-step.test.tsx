/** The consultation's grading step: reachable from the progress bar for a lecturer on a completed case, not for a student. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState } from '../../support/client-state';
import { json } from '../../support/fetch-mock';
import { renderApp } from '../../support/render-app';
import { rubricRoutes, shippedRubric } from '../../support/rubric-versions';
import { appointment, serve } from '../lists/support';
import { SUBMITTED_REVIEW } from '../../../fixtures/submitted-review';

const SLOW = { timeout: 8_000 };


function serveConsultation(role: string, marked: { average: number | null } = { average: null }) {
  return serve(role, {
    '/api/tests/api/case-history/5/': () =>
      marked.average === null ? json({ detail: 'Not found.' }, 404) : json({ id: 1, appointment: 5, chief_complaint: 'Blurred vision', condition_details: [], average_marks: marked.average }),
    '/api/marks/5/case-history/': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { marks: number };
      marked.average = body.marks;
      return json({ id: 1, appointment: 5, section: 'case-history', marks: body.marks, remarks: null, marked_by: 2, marked_by_name: 'Dr Adjei', marked_at: '2026-11-21T09:00:00.000Z', average_marks: body.marks }, 201);
    },
    '/api/clients/api/appointments/5/': () => json(appointment(5, 'Completed', 'Ama Owusu')),
    ...rubricRoutes(),
    '/api/reviews/5/': () => json(SUBMITTED_REVIEW),
    '/api/grading/5/': () =>
      json({
        current: null,
        rubric: shippedRubric('final-grading'),
        history: [],
      }),
  });
}

beforeEach(() => {
  resetClientState();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Consultation grading step', () => {
  it('opens the final grading form for a lecturer from the progress bar, by keyboard', { timeout: 20_000 }, async () => {
    serveConsultation('lecturer');
    const user = userEvent.setup();
    renderApp('/consultation/5');
    const progress = await screen.findByRole('navigation', { name: 'Consultation progress' }, SLOW);
    const grading = await within(progress).findByRole('button', { name: 'Grading' });
    grading.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(progress).getByText('Grading').closest('li')).toHaveAttribute('aria-current', 'step'));
    // The step chosen: focus on its heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Grading' })).toHaveFocus());
    expect(await screen.findByRole('spinbutton', { name: 'Case History' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Grand total' })).toHaveTextContent('0 / 100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please fill all scores before submitting')).not.toHaveLength(0);
  });

  it("gives a tab's section marks for a lecturer; the badge shows the new average", { timeout: 20_000 }, async () => {
    const fetch = serveConsultation('lecturer');
    const user = userEvent.setup();
    renderApp('/consultation/5');
    const give = await screen.findByRole('button', { name: 'Give Marks for Case History' }, SLOW);
    expect(screen.getByText('Grade:').textContent).toContain('--');
    give.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Section marks' });
    await user.type(await within(dialog).findByRole('spinbutton', { name: /Marks/ }, SLOW), '70');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/marks/5/case-history/'))).toBe(true));
    await waitFor(() => expect(screen.getByText('Grade:').textContent).toContain('70'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Section marks' })).not.toBeInTheDocument());
  });

  it('is not reachable for a student', async () => {
    serveConsultation('student');
    renderApp('/consultation/5');
    const progress = await screen.findByRole('navigation', { name: 'Consultation progress' }, SLOW);
    expect(within(progress).getByText('Grading')).toBeInTheDocument();
    expect(within(progress).queryByRole('button', { name: 'Grading' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Give Marks/ })).not.toBeInTheDocument();
  });
});
