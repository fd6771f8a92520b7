import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { form as extraTest, validateFns as extraTestFns } from 'virtual:form/extra-test';
import { form as refraction, validateFns as refractionFns } from 'virtual:form/refraction';
import { form as visualAcuity, validateFns as visualAcuityFns } from 'virtual:form/visual-acuity';
import { SchemaForm } from '../../../src/engine/schema-form';
import { asksForPrevious, previousValue, type PreviousVisit } from '../../../src/engine/core/previous-value';
import { renderWithEyeCare } from '../support/eye-care-forms';

const noSubmit = async () => undefined;
const visit = (records: unknown[]): PreviousVisit => ({ date: '2026-03-12', records });

describe('the previous visit beside a value', () => {
  it('shows the VA of the previous visit and its date as the description of an empty input', () => {
    const previous = visit([{ va_chart_used: 'SNELLEN', distance_unaided_od: '6/9', distance_unaided_os: '6/12' }]);
    renderWithEyeCare(
      <SchemaForm form={visualAcuity} validateFns={visualAcuityFns} formData={{ va_chart_used: 'SNELLEN' }} formContext={{ previous }} hideTitle onSubmit={noSubmit} />,
    );
    const [od, os] = within(screen.getByRole('group', { name: 'Distance unaided' })).getAllByRole('combobox');
    expect(od).toHaveAccessibleDescription(/Last: 6\/9 · 12 Mar 2026/);
    expect(os).toHaveAccessibleDescription(/Last: 6\/12 · 12 Mar 2026/);
    // A hint, not a value: the inputs stay empty.
    expect(od).toHaveValue('');
    // A field the previous visit did not record shows no hint.
    const [pinholeOd] = within(screen.getByRole('group', { name: 'Distance ph' })).getAllByRole('combobox');
    expect(pinholeOd).not.toHaveAccessibleDescription(/Last:/);
  });

  it("finds a refraction cell's previous value in the same eye's row, wherever the row was", () => {
    const previous = visit([{ objective_method: 'RETINOSCOPY', subjective: [{ eye: 'OS', sph: '-1.00' }, { eye: 'OD', sph: '+0.50' }] }]);
    renderWithEyeCare(<SchemaForm form={refraction} validateFns={refractionFns} formData={{}} formContext={{ previous }} hideTitle onSubmit={noSubmit} />);
    const subjective = screen.getAllByRole('table')[1]!;
    expect(within(subjective).getByRole('textbox', { name: 'OD SPH' })).toHaveAccessibleDescription(/Last: \+0\.50 · 12 Mar 2026/);
    expect(within(subjective).getByRole('textbox', { name: 'OS SPH' })).toHaveAccessibleDescription(/Last: -1\.00 · 12 Mar 2026/);
  });

  it("takes an IOP from the previous visit's test that recorded one", () => {
    const previous = visit([{ name: 'OCT', file: 'abc' }, { name: 'Tonometry', method: 'Applanation', iop_od: 15, iop_os: 17 }]);
    renderWithEyeCare(<SchemaForm form={extraTest} validateFns={extraTestFns} formData={{ name: 'Tonometry' }} formContext={{ previous }} hideTitle onSubmit={noSubmit} />);
    expect(screen.getByRole('spinbutton', { name: /IOP OD/ })).toHaveAccessibleDescription(/Last: 15 · 12 Mar 2026/);
    expect(screen.getByRole('spinbutton', { name: /IOP OS/ })).toHaveAccessibleDescription(/Last: 17 · 12 Mar 2026/);
    expect(screen.getByText(/Last: Applanation/)).toBeInTheDocument();
  });

  it('compares two visits in the read-only summary: the previous value beside each recorded one', () => {
    const previous = visit([{ va_chart_used: 'SNELLEN', distance_unaided_od: '6/9', distance_unaided_os: '6/12' }]);
    const current = { va_chart_used: 'SNELLEN', distance_unaided_od: '6/6', distance_unaided_os: '6/9' };
    renderWithEyeCare(<SchemaForm form={visualAcuity} validateFns={visualAcuityFns} formData={current} formContext={{ previous }} readOnly hideTitle />);
    const unaided = screen.getByText('Unaided distance VA', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(unaided).toHaveTextContent('OD (right eye)6/6Last: 6/9 · 12 Mar 2026OS (left eye)6/9Last: 6/12 · 12 Mar 2026');
  });

  it('shows no hint without a previous visit', () => {
    renderWithEyeCare(<SchemaForm form={visualAcuity} validateFns={visualAcuityFns} formData={{}} formContext={{ previous: visit([]) }} hideTitle onSubmit={noSubmit} />);
    expect(screen.queryByText(/Last:/)).toBeNull();
  });
});

describe('previousValue and asksForPrevious', () => {
  it('answers only for a field whose uiSchema asks, and the newest record that recorded the value', () => {
    const previous = visit([{ a: '' }, { a: 'older' }]);
    expect(previousValue(previous, ['a'], true)).toBe('older');
    expect(previousValue(previous, ['a'], undefined)).toBeUndefined();
    expect(previousValue(undefined, ['a'], true)).toBeUndefined();
  });

  it('finds the forms whose uiSchema asks for previous values', () => {
    expect(asksForPrevious(visualAcuity.uiSchema)).toBe(true);
    expect(asksForPrevious(refraction.uiSchema)).toBe(true);
    expect(asksForPrevious({ a: { 'ui:options': { kind: 'sph' } } })).toBe(false);
  });
});
