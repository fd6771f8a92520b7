import { Button } from 'primereact/button';

/** Tells the person that the form shows input kept from an earlier visit, and lets them drop it. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="sf-draft-notice" role="status">
      <i className="pi pi-history" aria-hidden="true" />
      <span>Restored unsaved changes</span>
      <Button type="button" label="Discard" link size="small" onClick={onDiscard} />
    </div>
  );
}
