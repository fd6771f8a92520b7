import type { Appointment } from '../../api/appointments';

/**
 * What the consultation screen hands each section (a tab of the consultation step, or the diagnosis and management
 * steps), and what a standalone section route (`/visual-acuity/{id}`…) hands it too.
 */
export interface SectionTabProps {
  appointment: Appointment;
  /** A Completed (or under review) consultation: the section shows its record as the read-only summary. */
  readOnly: boolean;
  /** After a successful save, or when nothing changed ('No changes detected'): ticks the tab and moves forward. */
  onDone: () => void;
  /** The Back button: the previous tab or step (consultation.md §4). */
  onBack?: () => void;
}
