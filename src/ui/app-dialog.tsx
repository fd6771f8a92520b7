import { useRef } from 'react';
import { Dialog, type DialogProps } from 'primereact/dialog';
import { focusWhenShown } from './focus-when-shown';

/** A form field a person types or chooses in (not a button: the header's Close comes first in the dialog). */
const FIELD = ['input', 'select', 'textarea']
  .map((tag) => `${tag}:not([type="hidden"]):not([disabled]):not([tabindex="-1"])`)
  .join(', ');

/**
 * The app's dialog: PrimeReact's Dialog whose focus starts in its first field when it has one (the marks of
 * 'Section marks', the date of 'Make Request'…), so that what is typed goes into the form; PrimeReact by itself
 * focuses the first focusable element, the header's Close button. A field of a form still loading is awaited; a
 * dialog without fields keeps PrimeReact's focus (or its own `autoFocus` button). Every dialog of the app is this one.
 */
export function AppDialog({ onShow, onHide, ...props }: DialogProps) {
  const dialog = useRef<Dialog>(null);
  const stop = useRef<() => void>(() => undefined);
  return (
    <Dialog
      ref={dialog}
      {...props}
      onShow={() => {
        onShow?.();
        const content = dialog.current?.getContent();
        // A field the person (or the dialog itself) already focused keeps the focus.
        if (content) stop.current = focusWhenShown(content, FIELD, { keep: (active) => Boolean(active && content.contains(active)) });
      }}
      onHide={() => {
        stop.current();
        onHide();
      }}
    />
  );
}
