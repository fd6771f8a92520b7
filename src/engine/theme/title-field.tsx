import type { TitleFieldProps } from '@rjsf/utils';

/** A title as a heading; objects render their own section headings, this serves custom fields that ask for one. */
export function TitleField({ id, title, required, optionalDataControl }: TitleFieldProps) {
  if (!title) return null;
  return (
    <h3 id={id} className="sf-title">
      {title}
      {required && (
        <span className="sf-required" aria-hidden="true">
          {' *'}
        </span>
      )}
      {optionalDataControl}
    </h3>
  );
}
