import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { adapters } from '../../../src/api/adapters';
import { SchemaForm } from '../../../src/engine/schema-form';
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
    render(<SchemaForm form={definition} validator={runtimeValidator()} formData={back} formContext={clinicalContext()} onSubmit={onSubmit} />);
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
