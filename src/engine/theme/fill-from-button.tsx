import { useEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { toFieldPathId, type FieldPathId, type Registry } from '@rjsf/utils';
import { isRecord } from '../../lib/is-record';
import { filledMembers, filledValues, indexPath, savedFormReader, type FillAction } from '../core/fill-from';
import { useEngine } from './engine-context';

interface FillFromButtonProps {
  action: FillAction;
  /** The object whose fields are filled. */
  fieldPathId: FieldPathId;
  registry: Registry;
}

/** The value at an engine path (members and list positions) of `data`. */
const dataAt = (data: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>((at, key) => (isRecord(at) || Array.isArray(at) ? (at as Record<string | number, unknown>)[key] : undefined), data);

/**
 * One `ui:options.fillFrom` action (core/fill-from.ts) as a button: it reads the other form's saved record (or, with
 * no `form`, this form's data as it stands), sets each field it names as if typed (the values stay editable and are
 * saved with the form) and puts the focus on the first field filled; with nothing there it says so (the action's
 * `none`) and the focus stays on the button.
 */
export function FillFromButton({ action, fieldPathId, registry }: FillFromButtonProps) {
  const engine = useEngine();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  // The first filled field, focused once it is on the page (a list's rows may appear only with the values).
  const focusNext = useRef<string>(undefined);
  useEffect(() => {
    const field = focusNext.current && document.getElementById(focusNext.current);
    if (!field) return;
    focusNext.current = undefined;
    field.focus();
  });
  const read = savedFormReader(registry.formContext);
  if (action.form !== undefined && !read) return null;
  const messageId = `${fieldPathId.$id}__fill-${action.before}`;

  const fill = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const source = action.form === undefined ? engine.formData() : await read!(action.form);
      const values = filledValues(action, source);
      if (!values) return setMessage(action.none);
      const object = dataAt(engine.formData(), fieldPathId.path);
      const members = filledMembers(object, values);
      for (const { member, value } of members) engine.setValue([...fieldPathId.path, member], value);
      const filled = Object.fromEntries(members.map(({ member, value }) => [member, value]));
      const first = indexPath(filled, values.find((entry) => entry.value !== undefined)!.field)!;
      focusNext.current = toFieldPathId(first.at(-1)!, registry.globalFormOptions, [...fieldPathId.path, ...first.slice(0, -1)]).$id;
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
