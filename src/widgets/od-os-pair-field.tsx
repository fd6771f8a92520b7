import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { getUiOptions, orderProperties, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { hiddenProperties } from '../engine/core/conditional-display';
import { EYE_HEADINGS, humanise } from './eyes';
import { copyOdToOs, pairRows } from './od-os-pairs';
import { fieldTitle, SchemaChild } from './schema-child';

/**
 * `odOsPair`: an object whose properties come in right/left pairs (`<x>_od` / `<x>_os`, or `od` / `os`).
 * Each pair is one row, OD (right eye) in the left column and OS (left eye) in the right; other properties take
 * the full width. Every property is rendered by RJSF's SchemaField, so its own widget and validation apply.
 * A 'Copy OD → OS' button copies the filled OD values to OS. `ui:options`: `copy: false` hides the button;
 * `order` as for any object. Value: the object, unchanged in shape.
 */
export function OdOsPairField(props: FieldProps) {
  const { registry, formData, disabled, readonly, uiSchema, fieldPathId, onChange } = props;
  const schema = useMemo(
    () => registry.schemaUtils.retrieveSchema(props.schema, formData) as RJSFSchema,
    [registry.schemaUtils, props.schema, formData],
  );
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const data = formData && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};
  // Fields hidden by their schema's `shownWhen` (src/engine/core/conditional-display.ts) are left out.
  const hidden = hiddenProperties(registry.rootSchema, schema, data).join(',');
  const rows = useMemo(() => {
    const left = new Set(hidden.split(','));
    const names = Object.keys(schema.properties ?? {}).filter((name) => !left.has(name));
    const ordered = Array.isArray(options.order) ? orderProperties(names, options.order as string[]) : names;
    return pairRows(ordered);
  }, [schema.properties, options.order, hidden]);
  const copied = copyOdToOs(data, rows);
  const title = fieldTitle(props, schema);
  const showCopy = options.copy !== false && !disabled && !readonly && rows.some((row) => row.kind === 'pair');

  return (
    <fieldset className="sl-pairs">
      {options.label !== false && title && <legend className="sl-legend">{title}</legend>}
      {typeof schema.description === 'string' && <p className="sl-description">{schema.description}</p>}
      <div className="sl-pairs__head">
        <span className="sl-pairs__eye">{EYE_HEADINGS.OD}</span>
        <span className="sl-pairs__eye">{EYE_HEADINGS.OS}</span>
        {showCopy && (
          <Button
            type="button"
            label="Copy OD → OS"
            icon="pi pi-copy"
            size="small"
            outlined
            className="sl-pairs__copy"
            disabled={copied === data}
            onClick={() => onChange(copied, fieldPathId.path)}
          />
        )}
      </div>
      {rows.map((row) =>
        row.kind === 'pair' ? (
          <div key={row.od} role="group" aria-label={row.base ? humanise(row.base) : 'OD and OS'} className="sl-pairs__row">
            <div className="sl-pairs__cell" data-eye="OD">
              <SchemaChild parent={props} schema={schema} name={row.od} />
            </div>
            <div className="sl-pairs__cell" data-eye="OS">
              <SchemaChild parent={props} schema={schema} name={row.os} />
            </div>
          </div>
        ) : (
          <div key={row.name} className="sl-pairs__single">
            <SchemaChild parent={props} schema={schema} name={row.name} />
          </div>
        ),
      )}
    </fieldset>
  );
}
