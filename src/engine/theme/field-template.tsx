import type { CSSProperties, FocusEvent } from 'react';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { useEngine } from './engine-context';
import { columnCount, isGroupField, widgetShowsLabel } from './field-kind';
import { labelId } from './ids';

/** Blur events already claimed by the innermost field they passed through. */
const claimed = new WeakSet<Event>();

/**
 * One field: label (with a required marker hidden from screen readers, which read `required` from the control),
 * description, the control, its errors and help. A field of a grid may span several columns with
 * `ui:options.colSpan`. Leaving a control marks its field as touched, which lets its errors show; the innermost
 * field claims the blur (a custom field's own sub-fields are more precise than the custom field). The blur also
 * runs the live validation, for widgets and custom fields that do not report it through RJSF's `onBlur`.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, classNames, style } = props;
  const { schema, uiSchema, registry, fieldPathId, rawErrors } = props;
  const { touch, validateAfterBlur, liveOnChange } = useEngine();
  if (hidden) return <div className="sf-hidden">{children}</div>;
  const group = isGroupField(schema, uiSchema, registry);
  const span = getUiOptions(uiSchema).colSpan;
  const spanStyle: CSSProperties | undefined = span ? { gridColumn: `span ${columnCount(span)}` } : undefined;
  const invalid = (rawErrors?.length ?? 0) > 0;
  // After the control's own blur handler (the bubbling phase): its last change is queued before the validation.
  const onBlur = (event: FocusEvent) => {
    if (group || claimed.has(event.nativeEvent)) return;
    claimed.add(event.nativeEvent);
    touch(fieldPathId.path);
    validateAfterBlur(id);
  };
  const showLabel = displayLabel && !group && !widgetShowsLabel(schema, uiSchema);
  const className = ['sf-field', group ? 'sf-field--group' : '', invalid ? 'sf-field--invalid' : '', classNames ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      style={{ ...(style as CSSProperties | undefined), ...spanStyle }}
      onBlur={onBlur}
      // Capture phase: touched before the control's own change handler has RJSF validate.
      onChangeCapture={liveOnChange && !group ? () => touch(fieldPathId.path) : undefined}
    >
      {showLabel && (
        <div className="sf-label-row">
          <label id={labelId(id)} htmlFor={id} className="sf-label">
            {label}
          </label>
          {/* Outside the label, so the accessible name is the label alone; the control itself says `required`. */}
          {required && (
            <span className="sf-required" aria-hidden="true">
              *
            </span>
          )}
        </div>
      )}
      {displayLabel && description}
      {children}
      {errors}
      {help}
    </div>
  );
}
