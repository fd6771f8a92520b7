import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSchemaBuilder, type RJSFSchema } from '@rjsf/utils';
import { form as refraction } from 'virtual:form/refraction';
import { renderForm } from './support/render-form';

// The notation rules are the row schema's (as schemas/shared/defs.json gives them): the widget writes none.
const row: RJSFSchema = {
  type: 'object',
  required: ['eye', 'sph'],
  properties: {
    eye: { type: 'string', enum: ['OD', 'OS'] },
    sph: { title: 'SPH', type: 'string', pattern: '^[+-]\\d{1,2}(\\.(00|25|50|75))?$' },
    cyl: { title: 'CYL', type: 'string', pattern: '^-\\d{1,2}(\\.(00|25|50|75))?$' },
    axis: { title: 'AXIS', type: 'string', pattern: '^(180|1[0-7]\\d|[1-9]?\\d)$' },
    va_6m: { title: 'VA (6 m)', type: 'string' },
    add: { title: 'ADD', type: 'string', pattern: '^\\+\\d{1,2}(\\.(00|25|50|75))?$' },
    va_0_4m: { title: 'VA (0.4 m)', type: 'string' },
  },
};
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    subjective: { title: 'Subjective', type: 'array', items: row },
    cycloplegic: { title: 'Cycloplegic', type: 'array', items: row, default: [] },
  },
};
// Columns, headings and inputs come from the row schema and its uiSchema: none is written in the widget.
const notation = (kind: string, step?: number) => ({ 'ui:widget': 'prescription', 'ui:options': { kind, step } });
const rowUi = {
  sph: notation('sph', 0.25),
  cyl: notation('cyl'),
  axis: notation('axis'),
  va_6m: { 'ui:title': 'VA', ...notation('va') },
  add: notation('add'),
  va_0_4m: { 'ui:title': 'Near VA', ...notation('va') },
};
const uiSchema = {
  subjective: { 'ui:field': 'refractionTable', items: rowUi },
  cycloplegic: { 'ui:field': 'refractionTable', 'ui:options': { optional: true }, items: rowUi },
};

describe('refractionTable field', () => {
  it('is a table with rows OD and OS and a labelled prescription input per cell', () => {
    renderForm({ schema, uiSchema });
    const table = screen.getByRole('table', { name: 'Subjective' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Eye',
      'SPH',
      'CYL',
      'AXIS',
      'VA',
      'ADD',
      'Near VA',
    ]);
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'OD (right eye)',
      'OS (left eye)',
    ]);
    for (const eye of ['OD', 'OS']) {
      for (const column of ['SPH', 'CYL', 'AXIS', 'VA', 'ADD', 'Near VA']) {
        expect(within(table).getByRole('textbox', { name: `${eye} ${column}` })).toBeInTheDocument();
      }
    }
  });

  it('records one entry per eye, both eyes present once anything is typed, tidied on blur', async () => {
    const user = userEvent.setup();
    const { data } = renderForm({ schema, uiSchema });
    await user.type(screen.getByRole('textbox', { name: 'OS SPH' }), '-1.5');
    await user.tab();
    expect(data().subjective).toEqual([{ eye: 'OD' }, { eye: 'OS', sph: '-1.50' }]);
    await user.type(screen.getByRole('textbox', { name: 'OD ADD' }), '2');
    await user.tab();
    expect(data().subjective).toEqual([
      { eye: 'OD', add: '+2.00' },
      { eye: 'OS', sph: '-1.50' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Increase OD SPH by 0.25' }));
    expect(data().subjective).toEqual([
      { eye: 'OD', add: '+2.00', sph: '+0.25' },
      { eye: 'OS', sph: '-1.50' },
    ]);
  });

  it("adds and removes cycloplegic refraction with its toggle: removed is [], added is the OD and OS rows", async () => {
    const { data } = renderForm({ schema, uiSchema });
    const toggle = screen.getByRole('checkbox', { name: 'Add cycloplegic refraction' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('table', { name: 'Cycloplegic' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(data().cycloplegic).toEqual([{ eye: 'OD' }, { eye: 'OS' }]);
    const table = screen.getByRole('table', { name: 'Cycloplegic' });
    await userEvent.type(within(table).getByRole('textbox', { name: 'OD SPH' }), '+1.00');
    expect(data().cycloplegic).toEqual([{ eye: 'OD', sph: '+1.00' }, { eye: 'OS' }]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Add cycloplegic refraction' }));
    expect(data().cycloplegic).toEqual([]);
    expect(screen.queryByRole('table', { name: 'Cycloplegic' })).not.toBeInTheDocument();
  });

  it('shows each error under its own cell, placed by its property path; a row error stays with the row', async () => {
    const formData = {
      subjective: [
        { eye: 'OD', sph: '+1.00', cyl: '-0.50' },
        { eye: 'OS', sph: '+1.00', axis: '200' },
      ],
    };
    const extraErrors = new ErrorSchemaBuilder()
      .addErrors('AXIS is required if CYL is entered', ['subjective', 0, 'axis'])
      .addErrors('SPH must be given for this eye', ['subjective', 1]).ErrorSchema;
    renderForm({ schema, uiSchema, formData, liveValidate: true, extraErrors });
    await userEvent.type(screen.getByRole('textbox', { name: 'OS SPH' }), '5');

    const osAxis = screen.getByRole('textbox', { name: 'OS AXIS' });
    expect(osAxis).toHaveAttribute('aria-invalid', 'true');
    expect(osAxis).toHaveAccessibleDescription(/must match pattern/);
    expect(osAxis.closest('td')).toHaveTextContent(/must match pattern/);

    const odAxis = screen.getByRole('textbox', { name: 'OD AXIS' });
    expect(odAxis.closest('td')).toHaveTextContent('AXIS is required if CYL is entered');
    expect(odAxis).toHaveAttribute('aria-invalid', 'true');

    expect(screen.getByRole('textbox', { name: 'OS SPH' }).closest('td')).toHaveTextContent(/must match pattern/);
    expect(screen.getByRole('textbox', { name: 'OD SPH' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'OD CYL' }).closest('td')).not.toHaveTextContent(/AXIS/);
    // Not moved by its first word: a message about the row is shown with the row, not under SPH.
    expect(screen.getByRole('textbox', { name: 'OS SPH' }).closest('td')).not.toHaveTextContent(/must be given/);
    expect(screen.getByText(/SPH must be given for this eye/).closest('td')).toHaveAttribute('colspan');
  });
});

describe('refractionTable columns', () => {
  it('has one column per property of the row schema, in ui:order, a new property included with no code change', async () => {
    const user = userEvent.setup();
    const withPrism: RJSFSchema = {
      type: 'object',
      properties: {
        objective: {
          title: 'Objective',
          type: 'array',
          items: {
            type: 'object',
            properties: {
              eye: { type: 'string', enum: ['OD', 'OS'] },
              sph: { title: 'SPH', type: 'string' },
              prism: { title: 'Prism', description: 'Prism dioptres and base', type: 'string', maxLength: 20 },
              axis: { title: 'AXIS', type: 'string' },
            },
          },
        },
      },
    };
    const { data } = renderForm({
      schema: withPrism,
      uiSchema: { objective: { 'ui:field': 'refractionTable', items: { 'ui:order': ['eye', 'sph', 'axis', 'prism'] } } },
    });
    const table = screen.getByRole('table', { name: 'Objective' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Eye', 'SPH', 'AXIS', 'Prism']);
    expect(headers[3]).toHaveAttribute('title', 'Prism dioptres and base');
    // A property with no prescription kind is plain text: kept as typed, no stepper.
    await user.type(within(table).getByRole('textbox', { name: 'OD Prism' }), '2 BU');
    await user.tab();
    expect(data().objective).toEqual([{ eye: 'OD', prism: '2 BU' }, { eye: 'OS' }]);
    expect(screen.queryByRole('button', { name: /OD Prism/ })).not.toBeInTheDocument();
  });
});

describe('refractionTable cells follow the schema', () => {
  // A copy of the real refraction form (bundled as the app loads it) with properties added to the subjective row only.
  function refractionWith(added: Record<string, RJSFSchema>): RJSFSchema {
    const copy = structuredClone(refraction.schema) as RJSFSchema & { $defs: Record<string, RJSFSchema> };
    const subjective = copy.$defs.subjectiveRow!;
    subjective.properties = { ...subjective.properties, ...added };
    return copy;
  }
  const subjectiveTable = () => screen.getByRole('table', { name: 'Subjective refraction' });

  it('a number property is a numeric input with the schema bounds and step; typing 31.5 records the number 31.5', async () => {
    const user = userEvent.setup();
    const schema = refractionWith({ pd: { title: 'PD', type: 'number', minimum: 20, maximum: 80, multipleOf: 0.5 } });
    const { data } = renderForm({ schema, uiSchema: refraction.uiSchema });
    const pd = within(subjectiveTable()).getByRole('spinbutton', { name: 'OD PD' });
    expect(pd).toHaveAttribute('min', '20');
    expect(pd).toHaveAttribute('max', '80');
    expect(pd).toHaveAttribute('step', '0.5');
    await user.type(pd, '31.5');
    await user.tab();
    expect(data().subjective).toEqual([{ eye: 'OD', pd: 31.5 }, { eye: 'OS' }]);
  });

  it('an enum property is a choice of its values, a boolean a checkbox, each named by eye and title', async () => {
    const user = userEvent.setup();
    const schema = refractionWith({
      lens: { title: 'Lens', type: 'string', enum: ['Single vision', 'Bifocal'] },
      dilated: { title: 'Dilated', type: 'boolean' },
    });
    const { data } = renderForm({ schema, uiSchema: refraction.uiSchema });
    const lens = within(subjectiveTable()).getByRole('combobox', { name: 'OS Lens' });
    expect(within(lens).getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Single vision', 'Bifocal']),
    );
    await user.selectOptions(lens, 'Bifocal');
    await user.click(within(subjectiveTable()).getByRole('checkbox', { name: 'OD Dilated' }));
    expect(data().subjective).toEqual([{ eye: 'OD', dilated: true }, { eye: 'OS', lens: 'Bifocal' }]);
  });

  it('the notation columns of the real form keep the prescription input, its rules from the schema', async () => {
    const user = userEvent.setup();
    const { data } = renderForm({ schema: refraction.schema, uiSchema: refraction.uiSchema });
    const table = subjectiveTable();
    await user.type(within(table).getByRole('textbox', { name: 'OD CYL' }), '.75');
    await user.type(within(table).getByRole('textbox', { name: 'OD Near VA' }), 'n5');
    await user.type(within(table).getByRole('textbox', { name: 'OS SPH' }), '1.5');
    // The sign of a sphere is the finding: the schema's own message says so while typing, nothing is guessed.
    expect(within(table).getByRole('textbox', { name: 'OS SPH' })).toHaveAccessibleDescription(
      expect.stringContaining('Invalid SPH format. Must start with + or -'),
    );
    await user.tab();
    await user.click(within(table).getByRole('button', { name: 'Increase OD SPH by 0.25' }));
    expect(data().subjective).toEqual([
      { eye: 'OD', cyl: '-0.75', va_0_4m: 'N5', sph: '+0.25' },
      { eye: 'OS', sph: '1.5' },
    ]);
  });
});
