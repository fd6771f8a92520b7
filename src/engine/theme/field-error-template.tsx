import type { FieldErrorProps } from '@rjsf/utils';
import { errorId } from './ids';

/** A field's error messages, right under it; the control points at them with `aria-describedby`. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const messages = (errors ?? []).filter((message) => message !== '' && message !== null && message !== undefined);
  if (messages.length === 0) return null;
  return (
    <div id={errorId(fieldPathId.$id)} className="sf-errors" role="alert">
      {messages.map((message, index) => (
        <p key={index} className="sf-error p-error">
          {message}
        </p>
      ))}
    </div>
  );
}
