import { Button } from 'primereact/button';

export interface FormFooterProps {
  submitLabel: string;
  busy: boolean;
  onBack?: () => void;
}

/** Back and submit, inside the `<form>` so that Enter in a field submits too. */
export function FormFooter({ submitLabel, busy, onBack }: FormFooterProps) {
  return (
    <div className="sf-footer">
      {onBack && (
        <Button type="button" label="Back" icon="pi pi-arrow-left" severity="secondary" outlined onClick={onBack} disabled={busy} />
      )}
      <Button type="submit" label={submitLabel} icon="pi pi-check" iconPos="right" loading={busy} disabled={busy} />
    </div>
  );
}
