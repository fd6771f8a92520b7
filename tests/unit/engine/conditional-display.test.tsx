import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  hiddenProperties,
  isHiddenPath,
  isShown,
  withoutHidden,
} from '../../../src/engine/core/conditional-display';
import { renderCatalogueForm } from '../forms/support/render-catalogue-form';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', enum: ['OCT', 'Tonometry', 'Pachymetry'] },
    method: { type: 'string', shownWhen: { name: 'Tonometry' } },
    iop: { $ref: '#/$defs/iop', shownWhen: { name: ['Tonometry', 'Pachymetry'] } },
    referred: { $ref: '#/$defs/flagged' },
    details: { type: 'string', shownWhen: { referred: true } },
    entries: { type: 'array', items: { $ref: '#/$defs/entry' } },
  },
  $defs: {
    iop: { type: 'number' },
    flagged: { type: 'boolean' },
    entry: {
      type: 'object',
      properties: { kind: { type: 'string' }, extra: { type: 'string', shownWhen: { kind: 'other' } } },
    },
  },
};

describe('conditional display (shownWhen)', () => {
  it('shows a field while every sibling it names holds the value, or one of the values of a list', () => {
    expect(isShown(schema.properties.method, { name: 'Tonometry' })).toBe(true);
    expect(isShown(schema.properties.method, { name: 'OCT' })).toBe(false);
    expect(isShown(schema.properties.method, undefined)).toBe(false);
    expect(isShown(schema.properties.iop, { name: 'Pachymetry' })).toBe(true);
    expect(isShown(schema.properties.name, {})).toBe(true);
  });

  it('names the hidden properties of an object for its data', () => {
    expect(hiddenProperties(schema, schema, { name: 'OCT' })).toEqual(['method', 'iop', 'details']);
    expect(hiddenProperties(schema, schema, { name: 'Tonometry', referred: true })).toEqual([]);
  });

  it('leaves hidden fields out at every level, and returns data without any as it is', () => {
    const data = {
      name: 'OCT',
      method: 'Other',
      iop: 12,
      referred: false,
      details: 'left over',
      entries: [{ kind: 'other', extra: 'kept' }, { kind: 'usual', extra: 'dropped' }],
    };
    expect(withoutHidden(schema, data)).toEqual({
      name: 'OCT',
      referred: false,
      entries: [{ kind: 'other', extra: 'kept' }, { kind: 'usual' }],
    });
    expect(data.method).toBe('Other');
    const clean = { name: 'Tonometry', method: 'Other' };
    expect(withoutHidden(schema, clean)).toBe(clean);
  });

  it('tells whether an error path points into a hidden field', () => {
    expect(isHiddenPath(schema, { name: 'OCT' }, ['method'])).toBe(true);
    expect(isHiddenPath(schema, { name: 'Tonometry' }, ['method'])).toBe(false);
    expect(isHiddenPath(schema, { entries: [{ kind: 'usual' }] }, ['entries', '0', 'extra'])).toBe(true);
    expect(isHiddenPath(schema, { entries: [{ kind: 'other' }] }, ['entries', 0, 'extra'])).toBe(false);
    expect(isHiddenPath(schema, {}, ['unknown', 'path'])).toBe(false);
  });
});

describe('conditional display in the real forms', () => {
  it('extra test: the tonometry fields show only for tonometry, and are not sent for another test', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('extra-test', { name: 'OCT', file: 17, method: 'Other', iop_od: 12 });
    expect(screen.queryByRole('radiogroup', { name: /Tonometry method/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /IOP OD/ })).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'OCT', file: 17 });

    await user.selectOptions(screen.getByRole('combobox', { name: /Test name/ }), 'Tonometry');
    expect(screen.getByRole('spinbutton', { name: /IOP OD/ })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /IOP OS/ })).toBeInTheDocument();
  });

  it('management: an option shows its details only when ticked; unticked, they are not sent', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('management', {
      surgery: true,
      surgery_details: 'Cataract extraction',
      counselling_details: 'left over',
    });
    expect(screen.getByRole('textbox', { name: 'Surgery details' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Counselling details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Type of refractive correction/ })).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('counselling_details');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ surgery: true, surgery_details: 'Cataract extraction' });

    await user.click(screen.getByRole('checkbox', { name: 'Counselling' }));
    expect(screen.getByRole('textbox', { name: 'Counselling details' })).toBeInTheDocument();
  });

  it('visual acuity: the prescription block only when the patient came with one', async () => {
    const { user } = await renderCatalogueForm('visual-acuity', { va_chart_used: 'SNELLEN' });
    expect(screen.queryByRole('radiogroup', { name: /Prescription type/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Prescription type')).not.toBeInTheDocument();
    const came = screen.getByRole('radiogroup', { name: /Came with a prescription/ });
    await user.click(within(came).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText('Prescription type')).toBeInTheDocument();
    await user.click(within(came).getByRole('radio', { name: 'No' }));
    expect(screen.queryByText('Prescription type')).not.toBeInTheDocument();
  });
});
