import type { Patient } from '../../api/patients';
import { formatDate } from '../../lib/display-dates';

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

/** The 'More Info' tab (platform §2.8): what the header does not show; 'N/A' for what is missing. */
export function MoreInfo({ patient }: { patient: Patient }) {
  return (
    <dl className="detail-list">
      {FIELDS.map(([label, key]) => {
        const value = DAYS.has(key) ? formatDate(patient[key] as string | null) : patient[key];
        return (
          <div key={key} className="detail-item">
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === '' ? 'N/A' : String(value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
