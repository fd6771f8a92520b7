/** Platform specification §5 (patient form): the lists a patient is registered from, and the form's sections. */
import { describe, expect, it } from 'vitest';
import { optionsList, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';

const { schema, uiSchema } = loadFormFiles('patient-registration');
const properties = schema.properties as Record<string, RJSFSchema>;

describe('patient options', () => {
  it('lists the 15 occupation categories and the 16 regions of the specification with Ahafo', () => {
    expect(properties.occupation_category?.enum).toHaveLength(15);
    expect(properties.region?.enum).toHaveLength(17);
    expect(properties.region?.enum).toEqual(expect.arrayContaining(['Ahafo', 'Bono', 'Bono East', 'Brong Ahafo']));
  });

  it('offers Ahafo in the region list and keeps Brong Ahafo, split in 2018, for existing records only (not offered)', () => {
    expect((uiSchema.region as UiSchema)['ui:enumDisabled']).toEqual(['Brong Ahafo']);
  });

  it("shows New Site as 'Science' and groups the fields in the four sections of the specification", () => {
    expect(optionsList(properties.clinic!, uiSchema.clinic as UiSchema)).toEqual([
      { label: 'Old Site', value: 'Old Site' },
      { label: 'Science', value: 'New Site' },
      { label: 'CCTU', value: 'CCTU' },
    ]);
    const sections = (uiSchema['ui:options'] as { sections: { title: string }[] }).sections;
    expect(sections.map((section) => section.title)).toEqual(['Personal', 'Occupation and address', 'Contact', 'Hospital and insurance']);
  });
});
