import { useCallback } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { getUiOptions, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import { EYES, type Eye } from './eyes';
import { asRecords, emptyRows, rowIndexOnceTyped, setCell, useRefractionColumns } from './refraction-records';
import { RefractionRow } from './refraction-row';
import { fieldTitle } from './schema-child';
import { useLatest } from './use-latest';

/**
 * `refractionTable`: one refraction (objective, subjective or cycloplegic) as a table with rows OD and OS and a
 * column per property of the row schema (`items`) other than `eye` (see `refractionColumns`). Each cell is its
 * property rendered by RJSF's SchemaField, so it follows the property's schema type and `ui:widget` (the
 * `prescription` input for the notation columns) and shows its own errors. `ui:options.optional: true`
 * (cycloplegic) adds an 'Add cycloplegic refraction' toggle: off is `[]`, on starts the OD and OS rows.
 * Value: `[{eye, sph, cyl, axis, va_6m, …}]`.
 */
export function RefractionTableField(props: FieldProps) {
  const { formData, registry, uiSchema, fieldPathId, onChange, onBlur, onFocus, disabled, readonly, errorSchema, schema } =
    props;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const columns = useRefractionColumns(props);
  const optional = options.optional === true;
  const toggleLabel = typeof options.toggleLabel === 'string' ? options.toggleLabel : 'Add cycloplegic refraction';
  const records = asRecords(formData);
  const included = !optional || records.length > 0;
  const idPrefix = fieldPathId.$id;

  const latest = useLatest({ records, onChange, path: fieldPathId.path });
  const onCell = useCallback(
    (eye: Eye, key: string, value: unknown) => {
      const current = latest.current;
      current.records = setCell(current.records, eye, key, value);
      current.onChange(current.records, current.path);
    },
    [latest],
  );
  const errorsAt = (index: number) =>
    index < 0 ? undefined : (errorSchema as Record<number, ErrorSchema> | undefined)?.[index];

  const title = fieldTitle(props, schema);
  return (
    <fieldset className="sl-refraction">
      {options.label !== false && title && <legend className="sl-legend">{title}</legend>}
      {optional && (
        <div className="sl-refraction__toggle">
          <Checkbox
            inputId={`${idPrefix}__include`}
            checked={included}
            disabled={disabled || readonly}
            onChange={(event) => onChange(event.checked ? emptyRows() : [], fieldPathId.path)}
          />
          <label htmlFor={`${idPrefix}__include`}>{toggleLabel}</label>
        </div>
      )}
      {included && (
        <table className="sl-refraction__table" aria-label={title || 'Refraction'}>
          <thead>
            <tr>
              <th scope="col">Eye</th>
              {columns.map((column) => (
                <th key={column.key} scope="col" title={column.title}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {EYES.map((eye) => {
              const index = records.findIndex((record) => record.eye === eye);
              return (
                <RefractionRow
                  key={eye}
                  registry={registry}
                  path={fieldPathId.path}
                  index={index < 0 ? rowIndexOnceTyped(records, eye) : index}
                  eye={eye}
                  record={records[index]}
                  columns={columns}
                  errors={errorsAt(index)}
                  onCell={onCell}
                  onBlur={onBlur}
                  onFocus={onFocus}
                  disabled={disabled}
                  readOnly={readonly}
                  hideError={props.hideError}
                />
              );
            })}
          </tbody>
        </table>
      )}
    </fieldset>
  );
}
