/**
 * The final grading form renders the rubric version the API answers, whichever it is: a version saved in the rubric
 * editor (an added item, a changed maximum) is graded on screen with its own items, totals and rules, and an earlier
 * grade shows its own version's items.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Grading, RubricVersion } from '../../../src/api/reviews';
import { resetClientState } from '../support/client-state';
import { callsTo, json, type FetchMock } from '../support/fetch-mock';
import { renderApp } from '../support/render-app';
import { newRubricVersion, rubricRoutes, shippedRubric } from '../support/rubric-versions';
import { appointment, serve } from '../screens/lists/support';
import { RUBRIC_SCORES } from '../../fixtures/rubric-scores';
import { SUBMITTED_REVIEW } from '../../fixtures/submitted-review';

const SLOW = { timeout: 8_000 };
const LONG = { timeout: 30_000 };


/** The shipped rubric's scores with a higher case history. */
const SCORES: Record<string, string> = { ...RUBRIC_SCORES, 'Case History': '7.5' };

/** The case's grading read answers `rubric` (and `current`); the rubrics read answers `latest` as the current version. */
function serveGrading(rubric: RubricVersion, current: Grading | null = null, latest = rubric): FetchMock {
  return serve('lecturer', {
    ...rubricRoutes({ 'final-grading': latest }),
    '/api/reviews/5/': () => json(SUBMITTED_REVIEW),
    '/api/clients/api/appointments/5/': () => json(appointment(5, 'Completed', 'Ama Owusu')),
    '/api/marks/5/': () => json({ sections: {} }),
    '/api/grading/5/': (_url, init) => {
      if (init.method?.toUpperCase() === 'POST') {
        return json({ id: 9, appointment: 5, rubric_version: rubric.version, scores: {}, totals: { totalA: 57.5, totalB: 35.5 }, total: 93, remarks: null, reason: null, graded_by_name: 'Dr Adjei', graded_at: '2026-11-22T09:00:00.000Z' }, 201);
      }
      return json({ current, rubric, history: current ? [current] : [] });
    },
  });
}

const posts = (fetch: FetchMock) => callsTo(fetch, '/api/grading/5/').filter(([, init]) => init?.method?.toUpperCase() === 'POST');

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('FinalGradingForm with a rubric version saved in the app', () => {
  it('renders the new item, follows the totals, refuses a missing score and posts the new key with the version', LONG, async () => {
    const rubric = newRubricVersion();
    const fetch = serveGrading(rubric);
    const user = userEvent.setup();
    renderApp('/reviews/5');
    const grading = await screen.findByRole('region', { name: 'Final grading' }, SLOW);
    const hygiene = await within(grading).findByRole('spinbutton', { name: 'Hygiene' }, SLOW);
    expect(within(grading).queryByText(/cannot show/)).not.toBeInTheDocument();
    expect(within(grading).getByRole('status', { name: 'Grand total' })).toHaveTextContent('0 / 107');

    for (const [name, value] of Object.entries(SCORES)) await user.type(within(grading).getByRole('spinbutton', { name }), value);
    expect(within(grading).getByRole('status', { name: 'Section A (procedures) total' })).toHaveTextContent('57.5 / 68');
    expect(within(grading).getByRole('status', { name: 'Section B (review and planning) total' })).toHaveTextContent('32 / 39');
    expect(within(grading).getByRole('status', { name: 'Grand total' })).toHaveTextContent('89.5 / 107');

    await user.click(within(grading).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(hygiene).toHaveAccessibleDescription(expect.stringContaining('Please fill all scores before submitting')));
    // …and in a toast, outside the form.
    await waitFor(() => expect(screen.getAllByText('Please fill all scores before submitting').some((element) => !grading.contains(element))).toBe(true));
    expect(posts(fetch)).toHaveLength(0);

    // The new maximum is the schema's: 8 for Case History (the shipped 5 no longer), 4 for Hygiene.
    await user.type(hygiene, '4.5');
    await user.click(within(grading).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(hygiene).toHaveAccessibleDescription(expect.stringContaining('Ensure this value is less than or equal to 4.')));
    expect(within(grading).getByRole('spinbutton', { name: 'Case History' })).not.toHaveAccessibleDescription(expect.stringContaining('less than'));
    expect(posts(fetch)).toHaveLength(0);

    await user.clear(hygiene);
    await user.type(hygiene, '3.5');
    expect(within(grading).getByRole('status', { name: 'Grand total' })).toHaveTextContent('93 / 107');
    await user.click(within(grading).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    const body = JSON.parse(String(posts(fetch)[0]![1]!.body)) as Record<string, Record<string, number>>;
    expect(body).toMatchObject({ section_a: { case_history: 7.5 }, section_b: { hygiene: 3.5, diagnosis: 4 }, rubric_version: '1.9.0' });
    expect(Object.keys(body.section_b!)).toHaveLength(8);
    expect(await screen.findByText('Grading submitted.')).toBeInTheDocument();
  });

  it('shows an earlier grade with its own version\'s items and totals, whatever the current version', async () => {
    const old = shippedRubric('final-grading');
    const graded: Grading = {
      id: 1,
      appointment: 5,
      rubric_version: old.version,
      rubric_version_id: old.id,
      scores: {
        section_a: { case_history: 4.5, visual_acuity_prelim: 9, externals: 8, internals: 8, objective_refraction: 9, subjective_refraction: 9, other_investigative_procedures: 7 },
        section_b: { diagnosis: 4, management: 4, patient_education: 5, review_evidence_of_resolution: 4, clinicians_disposition: 5, time: 5, logged_case: 5 },
      },
      totals: { totalA: 54.5, totalB: 32 },
      total: 86.5,
      remarks: '',
      reason: null,
      graded_by: 2,
      graded_by_name: 'Dr Adjei',
      graded_at: '2026-11-21T09:05:00.000Z',
    };
    serveGrading(old, graded, newRubricVersion());
    renderApp('/reviews/5');
    const grading = await screen.findByRole('region', { name: 'Final grading' }, SLOW);
    const summary = await within(grading).findByLabelText('Recorded grade', undefined, SLOW);
    expect(summary).toHaveTextContent('86.5');
    expect(summary).toHaveTextContent(`rubric ${old.version}`);
    expect(await within(grading).findByText('Case History', undefined, SLOW)).toBeInTheDocument();
    expect(within(grading).getByText('Logged Case')).toBeInTheDocument();
    expect(within(grading).getByText('54.5 / 65')).toBeInTheDocument();
    expect(within(grading).getByText('32 / 35')).toBeInTheDocument();
    expect(within(grading).queryByText('Hygiene')).not.toBeInTheDocument();
    expect(within(grading).getByText('86.5 / 100')).toBeInTheDocument();
  });
  it('shows a field the version adds beside its sections in the recorded grade, read from the answer with its type', async () => {
    const version = shippedRubric('final-grading');
    (version.schema.properties as Record<string, unknown>).discussed = { type: 'boolean', title: 'Discussed with the student' };
    const scores = {
      section_a: { case_history: 4.5, visual_acuity_prelim: 9, externals: 8, internals: 8, objective_refraction: 9, subjective_refraction: 9, other_investigative_procedures: 7 },
      section_b: { diagnosis: 4, management: 4, patient_education: 5, review_evidence_of_resolution: 4, clinicians_disposition: 5, time: 5, logged_case: 5 },
    };
    const graded = {
      id: 1, appointment: 5, rubric_version: version.version, rubric_version_id: version.id, scores, totals: { totalA: 54.5, totalB: 32 }, total: 86.5,
      remarks: '', reason: null, graded_by: 2, graded_by_name: 'Dr Adjei', graded_at: '2026-11-21T09:05:00.000Z', discussed: true,
    } as Grading;
    serveGrading(version, graded);
    renderApp('/reviews/5');
    const grading = await screen.findByRole('region', { name: 'Final grading' }, SLOW);
    await within(grading).findByLabelText('Recorded grade', undefined, SLOW);
    const label = await within(grading).findByText('Discussed with the student', undefined, SLOW);
    expect(label.closest('div')).toHaveTextContent('Yes');
    expect(within(grading).getByText('54.5 / 65')).toBeInTheDocument();
  });
});
