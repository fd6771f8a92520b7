/** The 'Section marks' dialog renders the current section-marks version, a version saved in the rubric editor too. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RubricVersion } from '../../../src/api/reviews';
import { resetClientState } from '../support/client-state';
import { callsTo, json } from '../support/fetch-mock';
import { renderApp } from '../support/render-app';
import { rubricRoutes, shippedRubric } from '../support/rubric-versions';
import { appointment, serve } from '../screens/lists/support';

const SLOW = { timeout: 8_000 };

/** Marks out of 50 and remarks of at most 10 characters, as the rubric editor saves them. */
function marksOutOf50(): RubricVersion {
  const shipped = shippedRubric('section-marks');
  const schema = shipped.schema as { properties: Record<string, Record<string, unknown>> };
  schema.properties.marks = { ...schema.properties.marks, maximum: 50 };
  schema.properties.remarks = { type: 'string', maxLength: 10, title: 'Remarks' };
  return { ...shipped, id: 4, version: '1.1.0', source: 'app' };
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

/** The case's routes, a version of the section-marks form, and the mark a save answers. */
function serveMarks(version: RubricVersion) {
  return serve('lecturer', {
    ...rubricRoutes({ 'section-marks': version }),
    '/api/reviews/5/': () =>
      json({ appointment: 5, status: 'submitted', student: { id: 7, name: 'Kwame Mensah' }, supervisor: { id: 2, name: 'Dr Adjei' }, patient: { id: 5, patient_id: 'SL-000005', name: 'Ama Owusu' }, returned_sections: [], submitted_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z', timeline: [] }),
    '/api/clients/api/appointments/5/': () => json(appointment(5, 'Completed', 'Ama Owusu')),
    '/api/marks/5/': () => json({ sections: {} }),
    '/api/grading/5/': () => json({ current: null, rubric: shippedRubric('final-grading'), history: [] }),
    '/api/marks/5/case-history/': () =>
      json({ id: 1, appointment: 5, section: 'case-history', marks: 45, remarks: null, marked_by: 2, marked_by_name: 'Dr Adjei', marked_at: '2026-11-21T09:00:00.000Z', average_marks: 45 }, 201),
  });
}

describe('SectionMarksDialog with a version saved in the app', () => {
  it('renders a field the version adds beside the marks and sends it with its type', { timeout: 20_000 }, async () => {
    const version = shippedRubric('section-marks');
    (version.schema.properties as Record<string, unknown>).discussed = { type: 'boolean', title: 'Discussed with the student' };
    const fetch = serveMarks({ ...version, id: 4, version: '1.1.0', source: 'app' });
    const user = userEvent.setup();
    renderApp('/reviews/5');
    await user.click(await screen.findByRole('button', { name: 'Give Marks for Case History' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Section marks' });
    await user.type(await within(dialog).findByRole('spinbutton', { name: /Marks/ }, SLOW), '45');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Discussed with the student' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetch, '/api/marks/5/case-history/')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, '/api/marks/5/case-history/')[0]![1]!.body))).toEqual({ marks: 45, remarks: null, discussed: true });
  });

  it("applies the version's maximum and remarks bound with its own messages, then saves", { timeout: 20_000 }, async () => {
    const fetch = serveMarks(marksOutOf50());
    const user = userEvent.setup();
    renderApp('/reviews/5');
    await user.click(await screen.findByRole('button', { name: 'Give Marks for Case History' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Section marks' });
    const marks = await within(dialog).findByRole('spinbutton', { name: /Marks/ }, SLOW);
    await user.type(marks, '60');
    await waitFor(() => expect(marks).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid mark.')));
    await user.clear(marks);
    await user.type(marks, '45');
    await user.type(within(dialog).getByRole('textbox', { name: /Remarks/ }), 'Far too long remarks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Ensure this field has no more than 10 characters.')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/marks/5/case-history/')).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /Remarks/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetch, '/api/marks/5/case-history/')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, '/api/marks/5/case-history/')[0]![1]!.body))).toEqual({ marks: 45, remarks: null });
  });
});
