import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { adapters } from '../../../src/api/adapters';
import { resolveLocalRef } from '../../../src/api/adapters/helpers';
import { SchemaForm } from '../../../src/engine/schema-form';
import { eyeCareRegistry } from '../../../src/widgets/registry';
import { runtimeValidator, testForm } from '../engine/support/runtime-validator';
import { loadCatalogueForm, validCases } from './support/form-cases';
import { clinicalContext } from './support/reference-data';

// "The schemas are the only source of clinical fields": a property added to a copy of a section's schema is
// rendered, validated, carried by the adapter to the REST payload and read back into the form, with no code change.

/** Each consultation section, with a valid fixture of its own to fill the rest of the form. */
const SECTIONS: [formId: string, fixture: string][] = [
  ['case-history', 'valid-single-text'],
  ['oculo-medical-history', 'valid-follow-up-minimal'],
  ['visual-acuity', 'valid-snellen-unaided-only'],
  ['externals', 'valid-graded-and-notes'],
  ['internals', 'valid-lens-and-fundus'],
  ['refraction', 'valid-spheres-only'],
  ['extra-test', 'valid-oct-with-file'],
  ['diagnosis', 'valid-one-diagnosis'],
  ['management', 'valid-spectacles'],
];

const TOO_LONG = 'Far too long for the note';
const MESSAGE = 'Keep the teaching note short.';
const NOTE_PROPERTY = { type: 'string', title: 'Teaching note', maxLength: 12, errorMessage: { maxLength: MESSAGE } } as RJSFSchema;

/** A copy of the section's schema with one more property, `teaching_note`; the shipped schema is untouched. */
async function withTeachingNote(formId: string) {
  const { form } = await loadCatalogueForm(formId);
  const schema = structuredClone(form.schema) as RJSFSchema & { properties: Record<string, unknown> };
  const note: Record<string, unknown> = {
    type: 'string',
    title: 'Teaching note',
    maxLength: 12,
    errorMessage: { maxLength: MESSAGE },
  };
  schema.properties.teaching_note = note;
  return testForm(`${formId}-with-note`, schema, form.uiSchema);
}

function fixture(formId: string, name: string): Record<string, unknown> {
  const found = validCases.find(([, id, fixtureName]) => id === formId && fixtureName === name);
  if (!found) throw new Error(`No fixture ${formId}/${name}`);
  return structuredClone(found[3]) as Record<string, unknown>;
}

describe('a property added to a copy of a section schema', () => {
  it.each(SECTIONS)('%s: rendered, validated, sent and read back', async (formId, fixtureName) => {
    const definition = await withTeachingNote(formId);
    const adapter = adapters[formId]!;
    const context = { appointmentId: 7, patientId: 3, schema: definition.schema };
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    const view = render(
      <SchemaForm
        registry={eyeCareRegistry}
        form={definition}
        validator={runtimeValidator()}
        formData={fixture(formId, fixtureName)}
        formContext={clinicalContext()}
        onSubmit={onSubmit}
      />,
    );

    // Rendered, labelled by its title.
    const note = screen.getByRole('textbox', { name: 'Teaching note' });
    // Validated: a value past its maxLength is refused with the schema's message.
    await user.type(note, TOO_LONG);
    await user.tab();
    expect(note).toHaveAccessibleDescription(expect.stringContaining(MESSAGE));
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(note);
    await user.type(note, 'Discussed');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = (onSubmit.mock.calls[0] as unknown as [Record<string, unknown>])[0];
    expect(submitted.teaching_note).toBe('Discussed');

    // Sent: the adapter carries it to the REST body.
    const payload = adapter.toPayload(submitted, context) as Record<string, unknown>;
    expect(payload.teaching_note).toBe('Discussed');

    // Stored and read back: the record as the API answers it, back to form data, still valid.
    const record = { ...(JSON.parse(JSON.stringify(payload)) as object), id: 11, saved_at: '2026-11-24T09:00:00.000Z' };
    const back = adapter.fromResponse(record, context) as Record<string, unknown>;
    expect(back.teaching_note).toBe('Discussed');
    expect(runtimeValidator().validateFormData(back, definition.schema).errors).toEqual([]);
    view.unmount();

    // …and shown in the form again.
    render(<SchemaForm registry={eyeCareRegistry} form={definition} validator={runtimeValidator()} formData={back} formContext={clinicalContext()} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'Teaching note' })).toHaveValue('Discussed');
  }, 30_000);

  it('an empty added property is sent as null and read back as absent', async () => {
    const definition = await withTeachingNote('visual-acuity');
    const context = { appointmentId: 7, schema: definition.schema };
    const data = fixture('visual-acuity', 'valid-snellen-unaided-only');
    const payload = adapters['visual-acuity']!.toPayload(data, context) as Record<string, unknown>;
    expect(payload).toHaveProperty('teaching_note', null);
    expect(adapters['visual-acuity']!.fromResponse(payload, context)).not.toHaveProperty('teaching_note');
  });
});

/**
 * A copy of a section's schema with `teaching_note` added to the items of the list `list` (the item schema is
 * followed through its references, so every list sharing it gets the property).
 */
async function withItemNote(formId: string, list: string) {
  const { form } = await loadCatalogueForm(formId);
  const schema = structuredClone(form.schema) as RJSFSchema;
  const item = resolveLocalRef(schema, (resolveLocalRef(schema, schema.properties?.[list]) as RJSFSchema).items) as RJSFSchema;
  // An item built on a shared definition (`allOf`) gets the property there too, where its closed object is.
  for (const part of [item, ...(item.allOf ?? []).map((entry) => resolveLocalRef(schema, entry) as RJSFSchema)]) {
    part.properties = { ...part.properties, teaching_note: NOTE_PROPERTY };
  }
  return testForm(`${formId}-with-item-note`, schema, form.uiSchema);
}

/** Each list of objects whose items are carried from the schema: its form, a fixture with an item, the list. */
const NESTED: [what: string, formId: string, fixture: string, list: string][] = [
  ['a case history condition detail', 'case-history', 'valid-single-text', 'condition_details'],
  ['an Oculo-Medical History entry', 'oculo-medical-history', 'valid-first-history-complete', 'drug_entries'],
  ['an Oculo-Medical History condition detail', 'oculo-medical-history', 'valid-first-history-complete', 'ocular_history'],
  ['an external observation', 'externals', 'valid-graded-and-notes', 'observations'],
  ['a management medication', 'management', 'valid-medications-and-referral', 'prescribed_medications'],
  ['a refraction row', 'refraction', 'valid-spheres-only', 'subjective'],
];

describe('a property added to the items of a list in a copy of a section schema', () => {
  it.each(NESTED)('%s: validated, sent and read back', async (_what, formId, fixtureName, list) => {
    const definition = await withItemNote(formId, list);
    const adapter = adapters[formId]!;
    const context = { appointmentId: 7, patientId: 3, schema: definition.schema };
    const data = fixture(formId, fixtureName);
    const items = data[list] as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);

    // Validated: too long is refused with the schema's message; short is accepted.
    items[0]!.teaching_note = TOO_LONG;
    const refused = runtimeValidator().validateFormData(data, definition.schema).errors;
    expect(refused.map((error) => error.message)).toContain(MESSAGE);
    items[0]!.teaching_note = 'Discussed';
    expect(runtimeValidator().validateFormData(data, definition.schema).errors).toEqual([]);

    // Sent: the adapter carries it inside the item.
    const payload = adapter.toPayload(data, context) as Record<string, unknown>;
    const sent = payload[list] as Record<string, unknown>[];
    expect(sent[0]).toHaveProperty('teaching_note', 'Discussed');
    // Nothing else of the item is lost.
    for (const key of Object.keys(items[0]!)) expect(sent[0]).toHaveProperty(key);

    // Stored and read back (the record as the API answers it), still valid.
    const record = { ...(JSON.parse(JSON.stringify(payload)) as object), id: 11, saved_at: '2026-11-24T09:00:00.000Z' };
    const back = adapter.fromResponse(record, context) as Record<string, unknown>;
    expect((back[list] as Record<string, unknown>[])[0]).toHaveProperty('teaching_note', 'Discussed');
    expect(runtimeValidator().validateFormData(back, definition.schema).errors).toEqual([]);
  }, 30_000);

  it('a refraction row: the new property is a column of the table, typed, validated and shown again', async () => {
    const definition = await withItemNote('refraction', 'subjective');
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    const view = render(
      <SchemaForm
        registry={eyeCareRegistry}
        form={definition}
        validator={runtimeValidator()}
        formData={fixture('refraction', 'valid-spheres-only')}
        formContext={clinicalContext()}
        onSubmit={onSubmit}
      />,
    );
    const table = screen.getByRole('table', { name: 'Subjective refraction' });
    expect(within(table).getByRole('columnheader', { name: 'Teaching note' })).toBeInTheDocument();
    const cell = within(table).getByRole('textbox', { name: 'OD Teaching note' });
    await user.type(cell, TOO_LONG);
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(cell.closest('td')).toHaveTextContent(MESSAGE);

    await user.clear(cell);
    await user.type(cell, 'Discussed');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = (onSubmit.mock.calls[0] as unknown as [Record<string, unknown>])[0];
    const context = { appointmentId: 7, schema: definition.schema };
    const payload = adapters.refraction!.toPayload(submitted, context) as Record<string, unknown>;
    const back = adapters.refraction!.fromResponse(JSON.parse(JSON.stringify(payload)), context);
    view.unmount();

    render(<SchemaForm registry={eyeCareRegistry} form={definition} validator={runtimeValidator()} formData={back} formContext={clinicalContext()} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'OD Teaching note' })).toHaveValue('Discussed');
  }, 30_000);
});
