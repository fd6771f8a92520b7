import { useState } from 'react';
import { Button } from 'primereact/button';
import { toFieldPathId, type FieldPathId, type Registry } from '@rjsf/utils';
import { filledValues, savedFormReader, type FillAction } from '../core/fill-from';
import { useEngine } from './engine-context';

interface FillFromButtonProps {
  action: FillAction;
  /** The object whose fields are filled. */
  fieldPathId: FieldPathId;
  registry: Registry;
}

/**
 * One `ui:options.fillFrom` action (core/fill-from.ts) as a button: it reads the other form's saved record, sets each
 * field it names as if typed (the values stay editable and are saved with the form) and puts the focus on the first
 * field filled; with nothing saved there it says so (the action's `none`) and the focus stays on the button.
 */
export function FillFromButton({ action, fieldPathId, registry }: FillFromButtonProps) {
  const engine = useEngine();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const read = savedFormReader(registry.formContext);
  if (!read) return null;
  const messageId = `${fieldPathId.$id}__fill-${action.before}`;

  const fill = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const values = filledValues(action, await read(action.form));
      if (!values) return setMessage(action.none);
      for (const { field, value } of values) engine.setValue([...fieldPathId.path, field], value);
      const first = values.find((entry) => entry.value !== undefined)!;
      document.getElementById(toFieldPathId(first.field, registry.globalFormOptions, fieldPathId).$id)?.focus();
    } catch {
      setMessage(`${action.label}: the saved record could not be read.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sf-fill">
      <Button
        type="button"
        label={action.label}
        // Not disabled while reading (PrimeReact's `loading` is): the focus stays on the button.
        icon={busy ? 'pi pi-spin pi-spinner' : 'pi pi-copy'}
        outlined
        size="small"
        aria-busy={busy || undefined}
        aria-describedby={messageId}
        onClick={() => void fill()}
      />
      <p id={messageId} className="sf-fill__message" role="status">
        {message}
      </p>
    </div>
  );
}
