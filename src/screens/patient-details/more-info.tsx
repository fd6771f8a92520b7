import type { Patient } from '../../api/patients';
import type { FormDefinition } from '../../engine';
import { formatDate } from '../../lib/display-dates';
import { documentRows, NOT_GIVEN, type DocumentRow } from './document-rows';

/** The fields that hold a day (YYYY-MM-DD), shown as the clinic shows dates. */
const DAYS = new Set<keyof Patient>(['date_of_first_visit', 'registration_date']);

const FIELDS: readonly [label: string, key: keyof Patient][] = [
  ['ID type', 'id_type'],
  ['ID number', 'id_number'],
  ['Primary phone', 'primary_phone'],
  ['Alternate phone', 'alternate_phone'],
  ['Address', 'address'],
  ['Landmark', 'landmark'],
  ['Region', 'region'],
  ['Emergency contact name', 'emergency_contact_name'],
  ['Emergency contact number', 'emergency_contact_number'],
  ['Insurance type', 'insurance_type'],
  ['Insurance provider', 'insurance_provider'],
  ['Insurance number', 'insurance_number'],
  ['Date of first visit', 'date_of_first_visit'],
  ['Registration date', 'registration_date'],
];

/** What the details header shows (the names are its title): More Info does not repeat them. */
const IN_HEADER = ['first_name', 'last_name', 'patient_id', 'primary_phone', 'age', 'gender', 'dob'];

const SHOWN = new Set<string>([...FIELDS.map(([, key]) => String(key)), ...IN_HEADER]);

/**
 * The 'More Info' tab (platform §2.8): what the header does not show; 'N/A' for what is missing. After the
 * specification's fields, every other property of the registration form (`registration`, once loaded) with its
 * schema title, in schema order: a property added to the schema shows here with no code.
 */
export function MoreInfo({ patient, registration }: { patient: Patient; registration?: Pick<FormDefinition, 'schema' | 'uiSchema'> }) {
  const specValue = (key: keyof Patient) => {
    const value = DAYS.has(key) ? formatDate(patient[key] as string | null) : patient[key];
    return value === null || value === undefined || value === '' ? NOT_GIVEN : String(value);
  };
  const rows: DocumentRow[] = [
    ...FIELDS.map(([label, key]) => ({ key: String(key), label, value: specValue(key) })),
    ...(registration ? documentRows(patient, registration.schema, registration.uiSchema, SHOWN) : []),
  ];
  return (
    <dl className="detail-list">
      {rows.map(({ key, label, value }) => (
        <div key={key} className="detail-item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
