/** Full-page spinner with a visible, announced message. */
export function PageSpinner({ label = 'Please wait...' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
