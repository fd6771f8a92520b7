import type { DescriptionFieldProps } from '@rjsf/utils';

/** A field's or section's description (`description` in the schema, `ui:description`). */
export function DescriptionField({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className="sf-description">
      {description}
    </div>
  );
}
