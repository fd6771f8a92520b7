import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldProps, ObjectFieldTemplateProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { FormRegistryLoader, FormRegistryProvider, type FormRegistry } from '../../../src/engine/form-registry';
import { SchemaForm } from '../../../src/engine/schema-form';
import { runtimeValidator, testForm } from './support/runtime-validator';

/** A widget of the app's own: a row of star buttons for a score. */
function StarsWidget({ id, value, onChange, label }: WidgetProps) {
  return (
    <div role="group" aria-label={label} id={id}>
      {[1, 2, 3].map((stars) => (
        <button key={stars} type="button" aria-pressed={value === stars} onClick={() => onChange(stars)}>
          {stars} stars
        </button>
      ))}
    </div>
  );
}

/** The same app's field for a whole object, editing and reading. */
const NoteField = ({ formData }: FieldProps) => <p>Note field: {String((formData as { text?: string } | undefined)?.text ?? '')}</p>;
const ReadOnlyNoteField = ({ formData }: FieldProps) => <p>Read note: {String((formData as { text?: string } | undefined)?.text ?? '')}</p>;

const schema = {
  type: 'object',
  properties: {
    score: { type: 'integer', title: 'Score' },
    note: { type: 'object', title: 'Note', properties: { text: { type: 'string' } } },
  },
} as RJSFSchema;
const form = testForm('registry', schema, { score: { 'ui:widget': 'stars' }, note: { 'ui:field': 'note' } });

const registry: FormRegistry = { widgets: { stars: StarsWidget }, fields: { note: NoteField }, readOnlyFields: { note: ReadOnlyNoteField } };

describe('the widget registry comes from the app', () => {
  it('renders the widgets and fields of the registry a form is given, and saves what they hold', async () => {
    const onSubmit = vi.fn();
    render(<SchemaForm form={form} validator={runtimeValidator()} formData={{ note: { text: 'Mild' } }} onSubmit={onSubmit} registry={registry} />);
    await userEvent.click(within(screen.getByRole('group', { name: 'Score' })).getByRole('button', { name: '2 stars' }));
    expect(screen.getByText('Note field: Mild')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(onSubmit).toHaveBeenCalledWith({ score: 2, note: { text: 'Mild' } });
  });

  it("uses the provider's registry, and its read-only fields in read-only mode", () => {
    render(
      <FormRegistryProvider registry={registry}>
        <SchemaForm form={form} validator={runtimeValidator()} formData={{ score: 3, note: { text: 'Mild' } }} onSubmit={vi.fn()} />
        <SchemaForm form={form} validator={runtimeValidator()} formData={{ score: 3, note: { text: 'Mild' } }} readOnly idPrefix="read" />
      </FormRegistryProvider>,
    );
    expect(screen.getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Note field: Mild')).toBeInTheDocument();
    expect(screen.getByText('Read note: Mild')).toBeInTheDocument();
  });

  it('a registry given to the form wins over the provided one', () => {
    const other: FormRegistry = { ...registry, fields: { note: () => <p>Other note field</p> } };
    render(
      <FormRegistryProvider registry={registry}>
        <SchemaForm form={form} validator={runtimeValidator()} onSubmit={vi.fn()} registry={other} />
      </FormRegistryProvider>,
    );
    expect(screen.getByText('Other note field')).toBeInTheDocument();
    expect(screen.queryByText(/^Note field/)).not.toBeInTheDocument();
  });

  describe('a registry given as a loader', () => {
    const formWith = (note: string, idPrefix?: string) => (
      <SchemaForm form={form} validator={runtimeValidator()} formData={{ note: { text: note } }} onSubmit={vi.fn()} idPrefix={idPrefix} />
    );

    it('is not fetched by a page without forms', () => {
      const load = vi.fn(async () => registry);
      render(
        <FormRegistryProvider registry={new FormRegistryLoader(load)}>
          <h1>Sign in</h1>
        </FormRegistryProvider>,
      );
      expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      // Effects of the first render have run: a provider that started the loader would have called it.
      expect(load).not.toHaveBeenCalled();
    });

    it('loaded before the page (the signed-in pages): the form shows at once, in the first render', async () => {
      const load = vi.fn(async () => registry);
      const loader = new FormRegistryLoader(load);
      await loader.load();
      render(<FormRegistryProvider registry={loader}>{formWith('Ready')}</FormRegistryProvider>);
      expect(screen.getByText('Note field: Ready')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Score' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('not yet loaded: the first form fetches it once and shows "Loading..." until it is there, never a blank', async () => {
      let resolve: (loaded: FormRegistry) => void = () => undefined;
      const load = vi.fn(() => new Promise<FormRegistry>((done) => (resolve = done)));
      render(
        <FormRegistryProvider registry={new FormRegistryLoader(load)}>
          {formWith('Later')}
          {formWith('Also later', 'second')}
        </FormRegistryProvider>,
      );
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading...', 'Loading...']);
      expect(load).toHaveBeenCalledTimes(1);
      resolve(registry);
      expect(await screen.findByText('Note field: Later')).toBeInTheDocument();
      expect(screen.getByText('Note field: Also later')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('that cannot be fetched: the form says so, and the next form to show tries again', async () => {
      const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(registry);
      const loader = new FormRegistryLoader(load);
      const view = render(<FormRegistryProvider registry={loader}>{formWith('First')}</FormRegistryProvider>);
      expect(await screen.findByRole('alert')).toHaveTextContent('The form could not be loaded.');
      view.unmount();
      render(<FormRegistryProvider registry={loader}>{formWith('Again')}</FormRegistryProvider>);
      expect(await screen.findByText('Note field: Again')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  it("replaces the engine's templates with the registry's, read-only ones only in read-only mode", () => {
    const Boxed = ({ properties }: ObjectFieldTemplateProps) => <div aria-label="Boxed">{properties.map((property) => property.content)}</div>;
    const Plain = ({ properties }: ObjectFieldTemplateProps) => <div aria-label="Plain">{properties.map((property) => property.content)}</div>;
    const withTemplates: FormRegistry = { ...registry, templates: { ObjectFieldTemplate: Boxed }, readOnlyTemplates: { ObjectFieldTemplate: Plain } };
    const text = testForm('templates', { type: 'object', properties: { a: { type: 'string', title: 'A' } } } as RJSFSchema);
    render(
      <>
        <SchemaForm form={text} validator={runtimeValidator()} onSubmit={vi.fn()} registry={withTemplates} />
        <SchemaForm form={text} validator={runtimeValidator()} formData={{ a: 'x' }} readOnly idPrefix="read" registry={withTemplates} />
      </>,
    );
    expect(within(screen.getByLabelText('Boxed')).getByRole('textbox', { name: 'A' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Plain')).getByText('x')).toBeInTheDocument();
  });

  it('without a registry, a form renders with the generic controls', () => {
    render(<SchemaForm form={testForm('plain', schema)} validator={runtimeValidator()} onSubmit={vi.fn()} />);
    expect(screen.getByRole('spinbutton', { name: 'Score' })).toBeInTheDocument();
  });
});
