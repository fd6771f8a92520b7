import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import gradingSchema from '../../../../schemas/final-grading/schema.json';
import gradingUi from '../../../../schemas/final-grading/ui.json';
import marksSchema from '../../../../schemas/section-marks/schema.json';
import marksUi from '../../../../schemas/section-marks/ui.json';
import sharedDefs from '../../../../schemas/shared/defs.json';
import { userIdOf } from '../../../../src/api/auth-store';
import { bundleSchema, type JsonObject } from '../../../../src/engine/core/bundle-schema';
import { checkRubric } from '../../../../src/engine/core/rubric-check';
import { draftStorageKey } from '../../../../src/lib/drafts';
import { callsTo, json, stubFetch, type FetchMock } from '../../support/fetch-mock';
import { resetClientState, signIn, userWithRole } from '../../support/client-state';
import { renderApp } from '../../support/render-app';

const RUBRICS = '/api/grading/rubrics/final-grading/';
const version = (form: string, v: string, schema: unknown, ui: unknown, extra: object = {}) => ({
  id: v === '1.0.0' ? 1 : 2,
  form,
  version: v,
  // The server answers each version's schema bundled (self-contained).
  schema: { ...bundleSchema(schema as JsonObject, { '../shared/defs.json': sharedDefs as JsonObject }), version: v },
  ui,
  source: 'file',
  created_by_name: null,
  created_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});
const summary = ({ schema: _schema, ui: _ui, ...rest }: ReturnType<typeof version>) => rest;

let fetchMock: FetchMock;
let saveAnswer: (body: { schema: Record<string, unknown>; ui: unknown }) => Response;

beforeEach(() => {
  resetClientState();
  localStorage.clear();
  const first = version('final-grading', '1.0.0', gradingSchema, gradingUi);
  let versions = [first];
  saveAnswer = (body) => {
    const saved = version('final-grading', '1.1.0', body.schema, body.ui, { source: 'app', created_by_name: 'Ama Owusu', created_at: '2026-11-24T10:00:00.000Z' });
    versions = [...versions, saved];
    return json(saved, 201);
  };
  fetchMock = stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path.startsWith('/api/grading/rubrics/') && init.method?.toUpperCase() === 'POST') return saveAnswer(JSON.parse(String(init.body)));
    if (path === RUBRICS) return json({ current: versions[versions.length - 1], versions: versions.map(summary) });
    if (path === '/api/grading/rubrics/section-marks/') {
      const marks = version('section-marks', '1.0.0', marksSchema, marksUi);
      return json({ current: marks, versions: [summary(marks)] });
    }
    return json({ detail: 'Not found.' }, 404);
  });
  signIn(userWithRole('lecturer'));
});
afterEach(() => vi.unstubAllGlobals());

const postedBodies = () => callsTo(fetchMock, RUBRICS).filter(([, init]) => init?.method?.toUpperCase() === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

describe('RubricsScreen', { timeout: 20_000 }, () => {
  it('is not available to students', async () => {
    signIn(userWithRole('student'));
    renderApp('/rubrics');
    expect(await screen.findByText('This page is not available to your role.', undefined, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('changes a maximum, adds an item, previews the totals and saves a new version', async () => {
    const user = userEvent.setup();
    renderApp('/rubrics');
    const maximum = await screen.findByRole('spinbutton', { name: 'Maximum of Case History' }, { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Save Version' })).toBeDisabled();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('status', { name: 'Grand total' })).toHaveTextContent('0 / 100');

    await user.clear(maximum);
    await user.type(maximum, '7.5');
    const sectionA = within(screen.getByRole('region', { name: 'Editor' })).getByRole('group', { name: 'Section A (procedures)' });
    await user.type(within(sectionA).getByRole('textbox', { name: 'New item label' }), 'Pupil Reflexes');
    const newMaximum = within(sectionA).getByRole('spinbutton', { name: 'New item maximum' });
    await user.clear(newMaximum);
    await user.type(newMaximum, '2.5');
    await user.click(within(sectionA).getByRole('button', { name: 'Add item to Section A (procedures)' }));

    expect(within(sectionA).getByRole('row', { name: /pupil_reflexes/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Overall maximum' })).toHaveTextContent('105');
    expect(within(preview).getByRole('status', { name: 'Grand total' })).toHaveTextContent('0 / 105');
    expect(within(preview).getByRole('status', { name: 'Section A (procedures) total' })).toHaveTextContent('0 / 70');
    expect(within(preview).getByRole('spinbutton', { name: /Pupil Reflexes/ })).toBeInTheDocument();
    // Kept on the device until saved.
    expect(Object.keys(localStorage).some((key) => key.endsWith(':rubric:final-grading'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save Version' }));
    expect(await screen.findByText('Rubric version 1.1.0 saved.', undefined, { timeout: 5_000 })).toBeInTheDocument();
    const [body] = postedBodies();
    expect(body.schema.properties.section_a.properties.case_history.maximum).toBe(7.5);
    expect(body.schema.properties.section_a.properties.pupil_reflexes).toMatchObject({ title: 'Pupil Reflexes', maximum: 2.5 });
    expect(body.schema.properties.section_a.required).toContain('pupil_reflexes');
    const versions = screen.getByRole('table', { name: 'Versions' });
    await waitFor(() => expect(within(versions).getByRole('row', { name: /1\.1\.0 Ama Owusu .* Rubric editor/ })).toBeInTheDocument(), { timeout: 5_000 });
    expect(within(versions).getByRole('row', { name: /1\.0\.0 — .* Schema file/ })).toBeInTheDocument();
    expect(Object.keys(localStorage).some((key) => key.endsWith(':rubric:final-grading'))).toBe(false);
    expect(screen.getByRole('heading', { name: 'Editing version 1.1.0' })).toBeInTheDocument();
  });

  it('moves and removes items with buttons, from the keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/rubrics');
    const down = await screen.findByRole('button', { name: 'Move Case History down' }, { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Move Case History up' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    const sectionA = within(screen.getByRole('region', { name: 'Editor' })).getByRole('group', { name: 'Section A (procedures)' });
    const labels = () => within(sectionA).getAllByRole('textbox', { name: /^Label of item/ }).map((input) => (input as HTMLInputElement).value);
    expect(labels().slice(0, 2)).toEqual(['Visual Acuity and Prelim test', 'Case History']);
    screen.getByRole('button', { name: 'Remove Externals' }).focus();
    await user.keyboard(' ');
    expect(labels()).not.toContain('Externals');
    expect(within(sectionA).getByText(/maximum 55/)).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the edit', async () => {
    const user = userEvent.setup();
    saveAnswer = () => json({ schema: ['the items of Section B (review and planning) add up to 40, not its totalMaximum 35'] }, 400);
    renderApp('/rubrics');
    const maximum = await screen.findByRole('spinbutton', { name: 'Maximum of Time' }, { timeout: 5_000 });
    await user.clear(maximum);
    await user.type(maximum, '10');
    await user.click(screen.getByRole('button', { name: 'Save Version' }));
    // The editor's own list of problems (the error toast, an alert too, says the same).
    const editor = screen.getByRole('region', { name: 'Editor' });
    expect(await within(editor).findByRole('alert', undefined, { timeout: 5_000 })).toHaveTextContent('add up to 40, not its totalMaximum 35');
    expect(screen.getByRole('spinbutton', { name: 'Maximum of Time' })).toHaveValue(10);
    expect(screen.getByRole('heading', { name: 'Editing version 1.0.0 (unsaved changes)' })).toBeInTheDocument();
    expect(Object.keys(localStorage).some((key) => key.endsWith(':rubric:final-grading'))).toBe(true);
  });

  it("shows the allow-list's refusal, naming the keyword and where, from a draft the editor could not have made", async () => {
    const user = userEvent.setup();
    // The server's own check answers the save (server/features/grading/rubric-versions.ts).
    saveAnswer = (body) => json({ schema: checkRubric('final-grading', body.schema, body.ui) }, 400);
    const current = version('final-grading', '1.0.0', gradingSchema, gradingUi);
    const schema = structuredClone(current.schema) as unknown as { properties: Record<string, unknown> };
    schema.properties.remarks = { type: 'string', maxLength: 2000, title: 'Remarks', pattern: '^(a+)+$' };
    const owner = userIdOf(userWithRole('lecturer'))!;
    localStorage.setItem(draftStorageKey(owner, 'rubric:final-grading'), JSON.stringify({ base: '1.0.0', schema, ui: current.ui }));
    renderApp('/rubrics');
    await user.click(await screen.findByRole('button', { name: 'Save Version' }, { timeout: 5_000 }));
    // The editor's own list of problems (the error toast, an alert too, says the same).
    const alert = await within(screen.getByRole('region', { name: 'Editor' })).findByRole('alert', undefined, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The rubric was not saved:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      '#/properties/remarks: "pattern" is not allowed in a rubric (the rubric editor does not use it)',
    );
    expect(screen.getByRole('heading', { name: 'Editing version 1.0.0 (unsaved changes)' })).toBeInTheDocument();
  });

  it('refuses an invalid maximum before saving', async () => {
    const user = userEvent.setup();
    renderApp('/rubrics');
    const maximum = await screen.findByRole('spinbutton', { name: 'Maximum of Time' }, { timeout: 5_000 });
    await user.clear(maximum);
    await user.type(maximum, '0');
    expect(screen.getByText(/Enter a number above 0/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Version' })).toBeDisabled();
  });

  it('edits the section marks: maximum of marks and the remarks bound', async () => {
    const user = userEvent.setup();
    renderApp('/rubrics');
    await user.click(await screen.findByRole('radio', { name: 'Section marks' }, { timeout: 5_000 }));
    const maximum = await screen.findByRole('spinbutton', { name: 'Maximum of marks' });
    await user.clear(maximum);
    await user.type(maximum, '20');
    const remarks = screen.getByRole('spinbutton', { name: 'Longest remarks (characters)' });
    await user.clear(remarks);
    await user.type(remarks, '500');
    saveAnswer = () => json(version('section-marks', '1.1.0', marksSchema, marksUi), 201);
    await user.click(screen.getByRole('button', { name: 'Save Version' }));
    expect(await screen.findByText('Rubric version 1.1.0 saved.', undefined, { timeout: 5_000 })).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, '/api/grading/rubrics/section-marks/').find(([, i]) => i?.method?.toUpperCase() === 'POST')!;
    const body = JSON.parse(String(init?.body));
    expect(body.schema.properties.marks.maximum).toBe(20);
    expect(body.schema.properties.remarks).toEqual({ type: 'string', maxLength: 500, title: 'Remarks' });
  });
});
