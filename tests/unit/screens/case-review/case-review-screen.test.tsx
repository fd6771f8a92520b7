/**
 * /reviews/{appointment}: the lecturer's case screen with a mocked API — header, the read-only consultation with
 * each section's badge, 'Give Marks', the final grading form, Approve, Return for Correction and the timeline.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Grading, Review, TimelineEvent } from '../../../../src/api/reviews';
import { resetClientState } from '../../support/client-state';
import { callsTo, json, type FetchMock } from '../../support/fetch-mock';
import { renderApp } from '../../support/render-app';
import { rubricRoutes, shippedRubric } from '../../support/rubric-versions';
import { appointment, serve } from '../lists/support';
import { RUBRIC_SCORES } from '../../../fixtures/rubric-scores';

const SLOW = { timeout: 8_000 };
const LONG = { timeout: 30_000 };
const LECTURER = { id: 2, name: 'Dr Adjei' };

interface State {
  review: Review;
  averages: Record<string, number | null>;
  grading: Grading | null;
}

function freshState(): State {
  return {
    review: {
      appointment: 5,
      status: 'submitted',
      student: { id: 7, name: 'Kwame Mensah' },
      supervisor: LECTURER,
      patient: { id: 5, patient_id: 'SL-000005', name: 'Ama Owusu' },
      appointment_date: '2026-11-21',
      appointment_type: 'New',
      returned_sections: [],
      submitted_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      timeline: [{ at: '2026-11-20T10:00:00.000Z', action: 'submitted', by: { id: 7, name: 'Kwame Mensah' }, remarks: null }],
    },
    averages: { 'visual-acuity': 72.5 },
    grading: null,
  };
}

/** A stateful API: marks, gradings, approve and return change what the reads answer next. */
function serveCase(state: State, overrides: Record<string, (url: URL, init: RequestInit) => Response> = {}): FetchMock {
  const event = (e: Omit<TimelineEvent, 'at' | 'by'>) => state.review.timeline.push({ at: '2026-11-21T09:00:00.000Z', by: LECTURER, ...e });
  return serve('lecturer', {
    ...rubricRoutes(),
    '/api/reviews/5/': () => json(state.review),
    '/api/clients/api/appointments/5/': () => json(appointment(5, 'Completed', 'Ama Owusu')),
    '/api/marks/5/': () =>
      json({ sections: Object.fromEntries(Object.entries(state.averages).map(([k, v]) => [k, { average_marks: v, marks: [] }])) }),
    '/api/marks/5/case-history/': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { marks: number; remarks?: string };
      state.averages['case-history'] = body.marks;
      event({ action: 'marked', section: 'case-history', marks: body.marks, remarks: body.remarks ?? null });
      return json(
        { id: 1, appointment: 5, section: 'case-history', marks: body.marks, remarks: body.remarks ?? null, marked_by: 2, marked_by_name: 'Dr Adjei', marked_at: '2026-11-21T09:00:00.000Z', average_marks: body.marks },
        201,
      );
    },
    '/api/grading/5/': (_url, init) => {
      if (init.method?.toUpperCase() === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, Record<string, number>>;
        state.grading = {
          id: 1,
          appointment: 5,
          rubric_version: shippedRubric('final-grading').version,
          rubric_version_id: 1,
          scores: { section_a: body.section_a!, section_b: body.section_b! },
          totals: { totalA: 54.5, totalB: 32 },
          total: 86.5,
          remarks: '',
          reason: null,
          graded_by: 2,
          graded_by_name: 'Dr Adjei',
          graded_at: '2026-11-21T09:05:00.000Z',
        };
        event({ action: 'graded', total: 86.5, remarks: null });
        return json(state.grading, 201);
      }
      return json({
        current: state.grading,
        rubric: shippedRubric('final-grading'),
        history: state.grading ? [state.grading] : [],
      });
    },
    '/api/reviews/5/approve/': () => {
      state.review = { ...state.review, status: 'approved' };
      event({ action: 'approved', remarks: null });
      return json(state.review);
    },
    '/api/reviews/5/return/': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { remarks: string; sections: string[] };
      state.review = { ...state.review, status: 'returned', returned_sections: body.sections };
      event({ action: 'returned', remarks: body.remarks, sections: body.sections });
      return json(state.review);
    },
    ...overrides,
  });
}

const bodyOf = (fetch: FetchMock, path: string) => JSON.parse(String(callsTo(fetch, path).at(-1)![1]!.body)) as Record<string, unknown>;
const sectionOf = (title: string) => screen.getByRole('region', { name: title });

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Case review', () => {
  it('shows the header, every section read-only with its badge, and the timeline', async () => {
    serveCase(freshState());
    renderApp('/reviews/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case Review' }, SLOW)).toBeInTheDocument();
    const header = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(header('Patient')).toHaveTextContent('Ama Owusu (SL-000005)');
    expect(header('Student')).toHaveTextContent('Kwame Mensah');
    expect(header('Status')).toHaveTextContent('Submitted for review');
    await waitFor(() => expect(header('Date')).toHaveTextContent('21 Nov 2026'));
    for (const title of ['Case History', 'Oculo-Medical History', 'Visual Acuity', 'Externals', 'Internals', 'Refraction', 'Extra Tests', 'Diagnosis', 'Management']) {
      expect(within(sectionOf(title)).getByRole('button', { name: `Give Marks for ${title}` })).toBeInTheDocument();
    }
    expect(await within(sectionOf('Visual Acuity')).findByText('72.5')).toBeInTheDocument();
    expect(within(sectionOf('Case History')).getByText('--')).toBeInTheDocument();
    expect(await within(sectionOf('Case History')).findByText('No Case History Found.', undefined, SLOW)).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Submitted for review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('gives marks from the keyboard: the schema message for a missing mark, then Save updates the badge', LONG, async () => {
    const state = freshState();
    const fetch = serveCase(state);
    const user = userEvent.setup();
    renderApp('/reviews/5');
    const give = await screen.findByRole('button', { name: 'Give Marks for Case History' }, SLOW);
    give.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Section marks' });
    expect(within(dialog).getByText('Average marks').nextElementSibling).toHaveTextContent('--');
    expect(await within(dialog).findByRole('spinbutton', { name: /Marks/ }, SLOW)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Please enter a valid mark.')).not.toHaveLength(0);
    expect(callsTo(fetch, '/api/marks/5/case-history/')).toHaveLength(0);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Section marks' })).not.toBeInTheDocument());

    screen.getByRole('button', { name: 'Give Marks for Case History' }).focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Section marks' });
    await user.type(await within(again).findByRole('spinbutton', { name: /Marks/ }, SLOW), '80.5');
    await user.type(within(again).getByRole('textbox', { name: /Remarks/ }), 'Thorough history');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetch, '/api/marks/5/case-history/')).toHaveLength(1));
    expect(bodyOf(fetch, '/api/marks/5/case-history/')).toEqual({ marks: 80.5, remarks: 'Thorough history' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Section marks' })).not.toBeInTheDocument());
    expect(await within(sectionOf('Case History')).findByText('80.5')).toBeInTheDocument();
    expect(await screen.findByText('Marks saved.')).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Timeline' })).findByText('Marked Case History: 80.5')).toBeInTheDocument();
  });

  it('grades with the rubric (empty and invalid scores refused), then approves', LONG, async () => {
    const state = freshState();
    const fetch = serveCase(state);
    const user = userEvent.setup();
    renderApp('/reviews/5');
    const grading = await screen.findByRole('region', { name: 'Final grading' }, SLOW);
    const submit = await within(grading).findByRole('button', { name: 'Submit' }, SLOW);
    await user.click(submit);
    expect(await within(grading).findAllByText('Please fill all scores before submitting')).not.toHaveLength(0);
    expect(callsTo(fetch, '/api/grading/5/').filter(([, init]) => init?.method?.toUpperCase() === 'POST')).toHaveLength(0);

    await user.type(within(grading).getByRole('spinbutton', { name: 'Case History' }), '-1');
    await user.click(submit);
    expect(within(grading).getByRole('spinbutton', { name: 'Case History' })).toHaveAccessibleDescription(expect.stringContaining('Invalid number'));
    await user.clear(within(grading).getByRole('spinbutton', { name: 'Case History' }));
    for (const [name, value] of Object.entries(RUBRIC_SCORES)) await user.type(within(grading).getByRole('spinbutton', { name }), value);
    expect(within(grading).getByRole('status', { name: 'Grand total' })).toHaveTextContent('86.5 / 100');
    await user.click(submit);
    await waitFor(() => expect(callsTo(fetch, '/api/grading/5/').filter(([, init]) => init?.method?.toUpperCase() === 'POST')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetch, '/api/grading/5/').find(([, init]) => init?.method?.toUpperCase() === 'POST')![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ section_a: { case_history: 4.5, externals: 8 }, section_b: { diagnosis: 4 }, rubric_version: shippedRubric('final-grading').version });
    expect(body).not.toHaveProperty('totalA');
    expect(await screen.findByText('Grading submitted.')).toBeInTheDocument();
    expect(await within(grading).findByRole('button', { name: 'Change Grade' })).toBeInTheDocument();
    expect(within(grading).getByText('86.5')).toBeInTheDocument();

    const approve = screen.getByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeEnabled());
    await user.click(approve);
    expect(await screen.findByText('Case approved.')).toBeInTheDocument();
    expect(await screen.findByText('This case is approved.')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Graded: 86.5')).toBeInTheDocument();
    expect(within(timeline).getByText('Approved')).toBeInTheDocument();
  });

  it('asks a reason to change an approved grade', async () => {
    const state = freshState();
    state.review.status = 'approved';
    state.grading = {
      id: 1,
      appointment: 5,
      rubric_version: shippedRubric('final-grading').version,
      rubric_version_id: 1,
      scores: { section_a: { case_history: 4 }, section_b: { diagnosis: 4 } },
      totals: { totalA: 60, totalB: 30 },
      total: 90,
      remarks: 'Good work',
      reason: null,
      graded_by: 2,
      graded_by_name: 'Dr Adjei',
      graded_at: '2026-11-21T09:05:00.000Z',
    };
    serveCase(state);
    const user = userEvent.setup();
    renderApp('/reviews/5');
    const grading = await screen.findByRole('region', { name: 'Final grading' }, SLOW);
    expect(await within(grading).findByText('90')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Give Marks/ })).not.toBeInTheDocument();
    await user.click(within(grading).getByRole('button', { name: 'Change Grade' }));
    expect(await within(grading).findByRole('textbox', { name: 'Reason for the change' })).toBeInTheDocument();
  });

  it('returns the case: both messages when empty, then remarks and a section by keyboard', async () => {
    const state = freshState();
    const fetch = serveCase(state);
    const user = userEvent.setup();
    renderApp('/reviews/5');
    const open = await screen.findByRole('button', { name: 'Return for Correction' }, SLOW);
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Return for Correction' });
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(within(dialog).getByText('Give remarks for the student.')).toBeInTheDocument();
    expect(within(dialog).getByText('Name at least one section to correct.')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/reviews/5/return/')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Remarks for the student' }), 'Redo the refraction.');
    within(dialog).getByRole('checkbox', { name: 'Refraction' }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('checkbox', { name: 'Refraction' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(callsTo(fetch, '/api/reviews/5/return/')).toHaveLength(1));
    expect(bodyOf(fetch, '/api/reviews/5/return/')).toEqual({ remarks: 'Redo the refraction.', sections: ['refraction'] });
    expect(await screen.findByText('Case returned for correction.')).toBeInTheDocument();
    expect(await screen.findByText('Waiting for the student to resubmit the case.')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Returned for correction: Refraction')).toBeInTheDocument();
    expect(within(timeline).getByText('Redo the refraction.')).toBeInTheDocument();
  });

  it("shows the server's message when a return is refused", async () => {
    serveCase(freshState(), { '/api/reviews/5/return/': () => json({ detail: 'Only a submitted case can be returned.' }, 409) });
    const user = userEvent.setup();
    renderApp('/reviews/5');
    await user.click(await screen.findByRole('button', { name: 'Return for Correction' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Return for Correction' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Remarks for the student' }), 'Check this.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Diagnosis' }));
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a submitted case can be returned.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Return for Correction' })).not.toBeInTheDocument());
  });

  it('is not offered to a student', async () => {
    serve('student', {});
    renderApp('/reviews/5');
    expect(await screen.findByText('This page is not available to your role.', undefined, SLOW)).toBeInTheDocument();
  });
});
