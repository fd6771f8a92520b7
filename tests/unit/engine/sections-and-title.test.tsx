import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { form, validateFns } from 'virtual:form/patient-registration';
import { SchemaForm } from '../../../src/engine/schema-form';
import { groupIntoSections } from '../../../src/engine/theme/form-sections';

describe('form sections and title', () => {
  it("groups the fields under the headings of ui:options.sections (New Patient's four sections)", () => {
    render(<SchemaForm form={form} validateFns={validateFns} onSubmit={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2, name: 'New Patient' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Personal', 'Occupation and address', 'Contact', 'Hospital and insurance']);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getAllByRole('textbox').map((input) => input.getAttribute('id'))).toEqual([
      'root_primary_phone',
      'root_alternate_phone',
      'root_emergency_contact_name',
      'root_emergency_contact_number',
    ]);
  });

  it('leaves the title out with hideTitle', () => {
    render(<SchemaForm form={form} validateFns={validateFns} hideTitle onSubmit={() => undefined} />);
    expect(screen.queryByRole('heading', { name: 'New Patient' })).not.toBeInTheDocument();
    // The sections take the title's level: no level is skipped under the page's own heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Personal' })).toBeInTheDocument();
  });

  it('puts fields no section names after the sections, and keeps every field without sections', () => {
    const property = (name: string) => ({ name, content: <span>{name}</span>, disabled: false, readonly: false, hidden: false });
    const all = ['a', 'b', 'c'].map(property);
    expect(groupIntoSections(all, [{ title: 'One', fields: ['b', 'missing'] }]).map((g) => [g.title, g.properties.map((p) => p.name)])).toEqual([
      ['One', ['b']],
      [undefined, ['a', 'c']],
    ]);
    expect(groupIntoSections(all, undefined)).toEqual([{ properties: all }]);
    expect(groupIntoSections(all, 'nonsense')).toEqual([{ properties: all }]);
  });
});
