import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

/**
 * The last step of the consultation (consultation.md §2): the appointment is Completed; the student attends to the
 * next patient (/appointments) or goes back to the dashboard (/). The heading takes focus so that a screen reader
 * announces the outcome of Confirm Save.
 */
export function ConsultationCompleted() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="consultation-completed" aria-labelledby="consultation-completed-title">
      <h2 id="consultation-completed-title" ref={heading} tabIndex={-1}>
        <i className="pi pi-check-circle" aria-hidden="true" /> Consultation Completed
      </h2>
      <div className="dialog-actions">
        <Link to="/appointments" className="p-button">
          Attend to Next Patient
        </Link>
        <Link to="/" className="p-button p-button-outlined">
          Go to Dashboard
        </Link>
      </div>
    </section>
  );
}
