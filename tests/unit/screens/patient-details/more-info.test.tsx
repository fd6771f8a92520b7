/** More Info lists the registration form's properties the details do not show already, by the schema alone. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Patient } from '../../../../src/api/patients';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import type { FormDefinition } from '../../../../src/engine';
import { MoreInfo } from '../../../../src/screens/patient-details/more-info';
import { ADDED_PROPERTIES, ADDED_UI, ADDED_VALUES } from '../../../support/registration-additions';
import { patient } from '../lists/support';

const shipped = loadFormFiles('patient-registration');

/** The registration form with the added properties, as a schema author would change the files. */
const copy: Pick<FormDefinition, 'schema' | 'uiSchema'> = {
  schema: { ...shipped.schema, properties: { ...(shipped.schema as { properties: object }).properties, ...ADDED_PROPERTIES } } as unknown as FormDefinition['schema'],
  uiSchema: { ...shipped.uiSchema, ...ADDED_UI },
};

/** The value shown beside a label. */
function valueOf(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('More Info', () => {
  it('shows an added property of each kind under its schema title, worded by the schema', () => {
    render(<MoreInfo patient={{ ...patient(5), ...ADDED_VALUES } as Patient} registration={copy} />);
    expect(valueOf('Referral note')).toBe('From CHPS');
    expect(valueOf('Spectacles owned')).toBe('2.5');
    expect(valueOf('Consents to SMS reminders')).toBe('Yes');
    expect(valueOf('Preferred language')).toBe('Twi');
    expect(valueOf('Guardians')).toBe('Name: Esi Mensah, Age: 61, Lives with the patient: No');
  });

  it("lists the form's other properties after the specification's fields, in schema order, N/A when not given", () => {
    render(<MoreInfo patient={{ ...patient(5), clinic: 'New Site', otherNames: null }} registration={copy} />);
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels.slice(0, 2)).toEqual(['ID type', 'ID number']);
    expect(labels.slice(14)).toEqual([
      'Other names', 'Clinic', 'Occupation category', 'Occupation', 'Residence', 'Hometown',
      'Referral note', 'Spectacles owned', 'Consents to SMS reminders', 'Preferred language', 'Guardians',
    ]);
    expect(valueOf('Clinic')).toBe('Science');
    expect(valueOf('Other names')).toBe('N/A');
    expect(valueOf('Referral note')).toBe('N/A');
  });

  it("shows the specification's fields alone until the form is loaded", () => {
    render(<MoreInfo patient={{ ...patient(5), ...ADDED_VALUES } as Patient} />);
    expect(screen.getAllByRole('term')).toHaveLength(14);
    expect(screen.queryByText('Referral note')).not.toBeInTheDocument();
  });
});
