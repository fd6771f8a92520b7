import { useAppointment } from '../../../api/use-appointments';
import { formatDate } from '../../../lib/display-dates';
import type { CarriedFrom } from './latest-history';

/**
 * "Carried forward from 12 Mar 2026": above a later visit's form that starts from the patient's earlier record,
 * the date of the visit it came from (its appointment's date; the day it was saved while that is not known).
 */
export function CarriedForwardNotice({ from }: { from: CarriedFrom }) {
  const visit = useAppointment(from.appointment).data;
  const date = formatDate(visit?.appointment_date ?? from.savedAt);
  return (
    <p className="muted carried-forward" role="note">
      <i className="pi pi-history" aria-hidden="true" /> Carried forward from {date || 'an earlier visit'}. Check each entry with the
      patient; everything stays editable.
    </p>
  );
}
