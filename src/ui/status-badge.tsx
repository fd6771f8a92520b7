/** Appointment status badge (platform §2.11): Completed green, Cancelled red, anything else yellow. */
export function StatusBadge({ status }: { status: string }) {
  const tone = status === 'Completed' ? 'success' : status === 'Cancelled' ? 'danger' : 'warning';
  return <span className={`status-badge status-badge--${tone}`}>{status}</span>;
}
