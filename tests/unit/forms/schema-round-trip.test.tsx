/**
 * The schemas are the only source of a form's fields (browser half; the server half is
 * tests/server/sections/schema-copy.test.ts): on a copy of every form's schema with a property of each kind added
 * (tests/support/schema-probes.ts) — and a number in the items of each list of objects and in each nested object —
 * each added property is rendered (found by its title), refused in the browser with the message the server gives,
 * submitted with its type, carried by the form's adapter to the payload and back with its type, and shown in the
 * read-only summary, with no code change.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import sectionManifest from '../../../schemas/consultation/sections.json';
import { adapters } from '../../../src/api/adapters';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { EMPTY_VALUE } from '../../../src/engine/core/recorded';
import { toFieldErrors } from '../../../src/engine/core/field-errors';
import type { FormDefinition } from '../../../src/engine/core/form-definition';
import { SchemaForm } from '../../../src/engine/schema-form';
import { withStaffOptions } from '../../../src/screens/clinic-schedule/staff-options';
import type { ClinicalFormContext } from '../../../src/widgets/form-context';
import { eyeCareRegistry } from '../../../src/widgets/registry';
import { ADDED, ITEM_ADDED, VALUES, withProbes } from '../../support/schema-probes';
import { runtimeValidator, testForm } from '../engine/support/runtime-validator';
import { catalogueIds, loadCatalogueForm, validCases } from './support/form-cases';
import { expectFieldMessage } from './support/render-catalogue-form';
import { clinicalContext } from './support/reference-data';

type Json = Record<string, unknown>;

/** One character past the added text's maxLength. */
const TOO_LONG = 'Far too long.';
const ITEM_KEY = Object.keys(ITEM_ADDED)[0]!;
const ITEM_TITLE = (ITEM_ADDED[ITEM_KEY] as { title: string }).title;
const title = (key: string) => (ADDED[key] as { title: string }).title;

/** Every form under schemas/ (its folder has a schema.json), as the app's catalogue finds them. */
const FORMS = catalogueIds();

/** The form as its screen gives it: the lookup lists a screen adds to the form or its context. */
function asOnScreen(formId: string, form: FormDefinition, data: Json): { form: FormDefinition; formContext: ClinicalFormContext } {
  if (formId === 'clinic-schedule') {
    // The create-schedule dialog: one checklist option per staff member from GET /clinic-schedule/staff/.
    const ids = (data.staff_ids as number[] | undefined) ?? [];
    const staff = ids.map((id) => ({ id, name: `Staff member ${id}`, role: 'supervisor', available: true, unavailable_reason: null, scheduled: [] }));
    return { form: withStaffOptions(form, staff), formContext: clinicalContext() };
  }
  return { form, formContext: clinicalContext() };
}

/** A valid fixture of the form with items in as many of its lists as any fixture has. */
function fullestFixture(formId: string, lists: string[]): Json {
  const filled = (data: unknown) => lists.filter((name) => ((data as Json)[name] as unknown[] | undefined)?.length).length;
  const fixtures = validCases.filter(([, id]) => id === formId).map(([, , , content]) => content as Json);
  const [fullest] = [...fixtures].sort((a, b) => filled(b) - filled(a));
  if (!fullest) throw new Error(`No valid fixture for ${formId}`);
  return structuredClone(fullest);
}

/** Dotted paths of the item numbers: the first item of each filled list, and each nested object. */
function itemPaths(data: Json, lists: string[], objects: string[]): string[] {
  const filled = lists.filter((name) => Array.isArray(data[name]) && (data[name] as unknown[]).length > 0);
  return [...filled.map((name) => `${name}.0.${ITEM_KEY}`), ...objects.map((name) => `${name}.${ITEM_KEY}`)];
}

/** `data` with `value` at each dotted path. */
function withValues(data: Json, paths: string[], value: unknown): Json {
  const out = structuredClone(data);
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce<Json>((at, key) => ((at[key] ??= {}) as Json), out);
    parent[last] = value;
  }
  return out;
}

/** The value at a dotted path. */
const at = (data: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], data);

/** A number's control: a spin button, or a text box where the widget takes typed numbers as text. */
function numberControl(name: string | RegExp): HTMLElement[] {
  return [...screen.queryAllByRole('spinbutton', { name }), ...screen.queryAllByRole('textbox', { name })];
}

/** The control of the item number at a dotted path (`subjective.0.probe_number`): the one of that item. */
function itemControl(path: string): HTMLElement {
  const id = `root_${path.replace(/\./g, '_')}`;
  const control = numberControl(new RegExp(ITEM_TITLE)).find((element) => element.id === id);
  if (!control) throw new Error(`No control named "${ITEM_TITLE}" for ${path}`);
  return control;
}

/** The messages of the schema's `errorMessage` the browser must show, as the server words them. */
function serverMessages(schema: unknown, data: Json) {
  const validate = createAjv().compile(schema as object);
  expect(validate(data)).toBe(false);
  return toFieldErrors(validate.errors ?? [], data);
}

/**
 * The item numbers a read-only summary shows: the value beside each label named by the item property's title (a
 * definition list), or in its column of a table (cells that hold nothing left out).
 */
function shownItemNumbers(container: HTMLElement): string[] {
  const shown: string[] = [];
  for (const term of container.querySelectorAll('dt')) {
    if (term.textContent === ITEM_TITLE) shown.push(term.nextElementSibling?.textContent ?? '');
  }
  for (const table of screen.queryAllByRole('table')) {
    const headers = within(table).queryAllByRole('columnheader');
    const column = headers.findIndex((header) => header.textContent?.includes(ITEM_TITLE));
    if (column < 0) continue;
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cell = row.querySelectorAll('th, td')[column];
      if (cell?.textContent && cell.textContent !== EMPTY_VALUE) shown.push(cell.textContent);
    }
  }
  return shown;
}

async function retype(user: UserEvent, control: HTMLElement, text: string) {
  await user.clear(control);
  await user.type(control, text);
}

it('every consultation section is one of the forms', () => {
  for (const { formId } of sectionManifest.sections) expect(FORMS).toContain(formId);
  expect(FORMS.length).toBeGreaterThanOrEqual(sectionManifest.sections.length + 7);
});

describe.each(FORMS)('%s, with a property of each kind added to a copy of its schema', (formId) => {
  it('renders each, refuses invalid values with the server messages, submits, sends, reads back and summarises them with their types', async () => {
    const { form } = await loadCatalogueForm(formId);
    const probed = withProbes(form.schema);
    const copy = probed.schema as RJSFSchema;
    const fixture = fullestFixture(formId, probed.lists);
    const items = itemPaths(fixture, probed.lists, probed.objects);
    const screenForm = asOnScreen(formId, testForm(`${formId}-probed`, copy, form.uiSchema), fixture);
    const onSubmit = vi.fn(async () => undefined);
    // No pause between keystrokes: each still fires its events and renders.
    const user = userEvent.setup({ delay: null });
    const save = () => user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    // A choice cannot be typed wrong: the form opens with a stored choice the copy no longer offers.
    const stale = { ...fixture, probe_level: 'medium' };
    const view = render(
      <SchemaForm
        registry={eyeCareRegistry}
        form={screenForm.form}
        validator={runtimeValidator()}
        formData={stale}
        formContext={screenForm.formContext}
        onSubmit={onSubmit}
      />,
    );

    // Rendered, each found by its title.
    const text = screen.getByRole('textbox', { name: title('probe_text') });
    const [count] = numberControl(title('probe_count'));
    expect(count, title('probe_count')).toBeDefined();
    const flag = screen.getByRole('checkbox', { name: title('probe_flag') });
    const level = screen.getByRole('combobox', { name: title('probe_level') });
    const itemControls = items.map(itemControl);

    // Validated: an invalid value is refused with the schema's message, exactly as the server words it.
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const staleChoice = serverMessages(copy, stale);
    expect(staleChoice).toEqual({ probe_level: ['Choose low or high.'] });
    expectFieldMessage(level, staleChoice.probe_level![0]!);

    await user.selectOptions(level, String(VALUES.probe_level));
    await user.type(text, TOO_LONG);
    await user.type(count!, '500');
    for (const control of itemControls) await user.type(control, '-1');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const invalid = withValues({ ...fixture, probe_text: TOO_LONG, probe_count: 500, probe_level: VALUES.probe_level }, items, -1);
    const server = serverMessages(copy, invalid);
    expect(server).toEqual({
      probe_text: ['Keep the teaching note short.'],
      probe_count: ['Keep the count under 100.'],
      ...Object.fromEntries(items.map((path) => [path, ['No negative item numbers.']])),
    });
    const controls: [string, HTMLElement][] = [['probe_text', text], ['probe_count', count!], ...items.map((path, index): [string, HTMLElement] => [path, itemControls[index]!])];
    for (const [path, control] of controls) expectFieldMessage(control, server[path]![0]!);

    // Valid values are submitted with their types.
    await retype(user, text, String(VALUES.probe_text));
    await retype(user, count!, String(VALUES.probe_count));
    await user.click(flag);
    for (const control of itemControls) await retype(user, control, '1.5');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = (onSubmit.mock.calls[0] as unknown as [Json])[0];
    expect(submitted).toMatchObject(VALUES);
    for (const path of items) expect(at(submitted, path), path).toBe(1.5);
    view.unmount();

    // Sent by the form's adapter and read back into form data with their types, still valid.
    const adapter = adapters[formId]!;
    const context = { schema: copy, appointmentId: 7, patientId: 3 };
    const payload: unknown = JSON.parse(JSON.stringify(adapter.toPayload(submitted, context)));
    const back = adapter.fromResponse(payload, context) as Json;
    expect(back).toMatchObject(VALUES);
    for (const path of items) {
      expect(at(back, path), path).toBe(1.5);
      // Nothing else of the item (or nested object) is lost.
      const container = path.split('.').slice(0, -1).join('.');
      expect(at(back, container), container).toEqual(at(submitted, container));
    }
    expect(runtimeValidator().validateFormData(back, copy).errors).toEqual([]);

    // Shown in the read-only summary with their titles.
    const { container } = render(
      <SchemaForm registry={eyeCareRegistry} form={screenForm.form} validator={runtimeValidator()} formData={back} formContext={screenForm.formContext} readOnly hideTitle />,
    );
    const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf(title('probe_text'))).toHaveTextContent('Discussed');
    expect(valueOf(title('probe_count'))).toHaveTextContent('31.5');
    expect(valueOf(title('probe_flag'))).toHaveTextContent('Yes');
    expect(valueOf(title('probe_level'))).toHaveTextContent('high');
    expect(shownItemNumbers(container)).toEqual(items.map(() => '1.5'));
  });
});

describe('a refraction row with a number added to its item schema', () => {
  it('has it as a column of its table, typed on screen as a number, refused in its cell and shown again', async () => {
    const { form } = await loadCatalogueForm('refraction');
    const copy = withProbes(form.schema).schema as RJSFSchema;
    const definition = testForm('refraction-probed', copy, form.uiSchema);
    const fixture = validCases.find(([, id, name]) => id === 'refraction' && name === 'valid-spheres-only')![3] as Json;
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup({ delay: null });
    const view = render(
      <SchemaForm registry={eyeCareRegistry} form={definition} validator={runtimeValidator()} formData={fixture} formContext={clinicalContext()} onSubmit={onSubmit} />,
    );
    const table = screen.getByRole('table', { name: 'Subjective refraction' });
    expect(within(table).getByRole('columnheader', { name: ITEM_TITLE })).toBeInTheDocument();
    const [cell] = [...within(table).queryAllByRole('spinbutton', { name: `OD ${ITEM_TITLE}` }), ...within(table).queryAllByRole('textbox', { name: `OD ${ITEM_TITLE}` })];
    await user.type(cell!, '-1');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(cell!.closest('td')).toHaveTextContent('No negative item numbers.');

    await retype(user, cell!, '2.25');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = (onSubmit.mock.calls[0] as unknown as [Json])[0];
    expect(at(submitted, `subjective.0.${ITEM_KEY}`)).toBe(2.25);
    const context = { appointmentId: 7, schema: copy };
    const back = adapters.refraction!.fromResponse(JSON.parse(JSON.stringify(adapters.refraction!.toPayload(submitted, context))), context);
    view.unmount();

    render(<SchemaForm registry={eyeCareRegistry} form={definition} validator={runtimeValidator()} formData={back} formContext={clinicalContext()} onSubmit={onSubmit} />);
    const again = within(screen.getByRole('table', { name: 'Subjective refraction' }));
    expect([...again.queryAllByRole('spinbutton', { name: `OD ${ITEM_TITLE}` }), ...again.queryAllByRole('textbox', { name: `OD ${ITEM_TITLE}` })][0]).toHaveValue(2.25);
  });
});

describe.each(sectionManifest.sections.map(({ formId }) => formId))('%s, with properties added and left blank', (formId) => {
  it('sends each as null and reads it back as absent', async () => {
    const { form } = await loadCatalogueForm(formId);
    const probed = withProbes(form.schema);
    const context = { schema: probed.schema, appointmentId: 7, patientId: 3 };
    const adapter = adapters[formId]!;
    const payload = adapter.toPayload(fullestFixture(formId, probed.lists), context) as Json;
    for (const key of Object.keys(ADDED)) expect(payload, key).toHaveProperty(key, null);
    const back = adapter.fromResponse(JSON.parse(JSON.stringify(payload)), context) as Json;
    for (const key of Object.keys(ADDED)) expect(back, key).not.toHaveProperty(key);
  });
});
