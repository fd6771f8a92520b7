import { Button } from 'primereact/button';
import type { FormAction } from './schema-form-props';

export interface FormFooterProps {
  submitLabel: string;
  busy: boolean;
  onBack?: () => void;
  /** The back button's text; 'Back' (with an arrow) by default. */
  backLabel?: string;
  /** Several submit buttons in place of the one; `busyAction` is the one whose save is under way. */
  actions?: readonly FormAction[];
  busyAction?: string;
  /** Leaves the submit button(s) out (the uiSchema's `submitWhenFilled` rule is not met yet). */
  hideSubmit?: boolean;
  /** Shown in place of the hidden submit button: what it waits for (the uiSchema's `submitHint`). */
  hiddenSubmitHint?: string;
}

/** Back and submit, inside the `<form>` so that Enter in a field submits too. */
export function FormFooter({ submitLabel, busy, onBack, backLabel, actions, busyAction, hideSubmit = false, hiddenSubmitHint }: FormFooterProps) {
  return (
    <div className="sf-footer">
      {onBack && (
        <Button
          type="button"
          label={backLabel ?? 'Back'}
          icon={backLabel ? undefined : 'pi pi-arrow-left'}
          severity="secondary"
          outlined
          onClick={onBack}
          disabled={busy}
        />
      )}
      {hideSubmit ? (
        hiddenSubmitHint && <p className="sf-submit-hint">{hiddenSubmitHint}</p>
      ) : actions && actions.length > 0 ? (
        actions.map((action, index) => (
          <Button
            key={action.name}
            type="submit"
            name="action"
            value={action.name}
            label={action.label}
            severity={index === 0 ? undefined : 'secondary'}
            loading={busy && busyAction === action.name}
            disabled={busy}
          />
        ))
      ) : (
        <Button type="submit" label={submitLabel} icon="pi pi-check" iconPos="right" loading={busy} disabled={busy} />
      )}
    </div>
  );
}
