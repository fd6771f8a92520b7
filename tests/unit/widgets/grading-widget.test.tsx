import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { renderForm } from './support/render-form';

const schema: RJSFSchema = {
  type: 'object',
  properties: { lids: { title: 'Lids', type: 'string', enum: ['1', '2', '3', '4', '5', 'NA'] } },
};
const uiSchema = { lids: { 'ui:widget': 'grading' } };

describe('grading widget', () => {
  it('offers 1 to 5 and NA as a radiogroup and stores the chosen grade as a string', async () => {
    const { data } = renderForm({ schema, uiSchema });
    const group = screen.getByRole('radiogroup', { name: 'Lids' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeInTheDocument();
    expect(radios.map((radio) => radio.textContent)).toEqual(['1', '2', '3', '4', '5', 'NA']);
    expect(radios.every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    expect(screen.getByRole('radio', { name: '3' })).toHaveAttribute('aria-checked', 'true');
    expect(data().lids).toBe('3');

    await userEvent.click(screen.getByRole('radio', { name: 'NA' }));
    expect(data().lids).toBe('NA');
    expect(screen.getByRole('radio', { name: '3' })).toHaveAttribute('aria-checked', 'false');
  });

  it('is one tab stop; arrow keys move and choose, wrapping at the ends; Delete clears', async () => {
    const user = userEvent.setup();
    const { data } = renderForm({ schema, uiSchema, formData: { lids: '2' } });
    await user.tab();
    expect(screen.getByRole('radio', { name: '2' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3' })).toHaveFocus();
    expect(data().lids).toBe('3');

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'NA' })).toHaveFocus();
    expect(data().lids).toBe('NA');

    await user.keyboard('{ArrowDown}');
    expect(data().lids).toBe('1');
    await user.keyboard('{End}');
    expect(data().lids).toBe('NA');
    await user.keyboard('{Home}');
    expect(data().lids).toBe('1');

    await user.keyboard('{Delete}');
    expect(data().lids).toBeUndefined();
    expect(screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0)).toHaveLength(1);
  });
});

describe('grading widget scale', () => {
  it("offers the schema's enum, not a list of its own, with ui:enumNames as tooltips", () => {
    renderForm({
      schema: { type: 'object', properties: { haze: { title: 'Haze', type: 'string', enum: ['0', '1', '2'] } } },
      uiSchema: { haze: { 'ui:widget': 'grading', 'ui:enumNames': ['None', 'Trace', 'Dense'] } },
    });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['0', '1', '2']);
    expect(screen.getByRole('radio', { name: '2' })).toHaveAttribute('title', 'Dense');
  });
});
