import { memo, useCallback, useMemo } from 'react';
import { toFieldPathId, type ErrorSchema, type FieldPathList, type Registry, type UiSchema } from '@rjsf/utils';
import { wantsPrevious } from '../engine/core/previous-value';
import type { Eye } from './eyes';
import { EYE_HEADINGS } from './eyes';
import type { RefractionColumn, RefractionRecord } from './refraction-records';

export interface RefractionRowProps {
  registry: Registry;
  /** The table's place in the form data; the row's cells are at `[...path, index, key]`. */
  path: FieldPathList;
  /** The row's index in the table's value (where it will be once a cell is typed, when it is not there yet). */
  index: number;
  eye: Eye;
  record: RefractionRecord | undefined;
  columns: readonly RefractionColumn[];
  /** The errors of this record (RJSF errorSchema at its index). */
  errors: ErrorSchema | undefined;
  onCell: (eye: Eye, key: string, value: unknown) => void;
  onBlur: (id: string, value: unknown) => void;
  onFocus: (id: string, value: unknown) => void;
  disabled?: boolean;
  readOnly?: boolean;
  hideError?: boolean;
}

type Errors = Record<string, ErrorSchema> & { __errors?: string[] };

interface CellProps extends Omit<RefractionRowProps, 'record' | 'columns' | 'errors'> {
  column: RefractionColumn;
  value: unknown;
  cellErrors: ErrorSchema | undefined;
}

/**
 * One cell: the column's property rendered by RJSF's SchemaField, as any field of the form, so its input follows
 * the schema type and `ui:widget` (a number is a numeric input whose value is a number, an enum a choice, a boolean
 * a checkbox, a notation the `prescription` input), its own errors show under it, and it is named by the eye and
 * the column's heading ("OD SPH").
 */
const RefractionCell = memo(function RefractionCell(props: CellProps) {
  const { registry, path, index, eye, column, value, cellErrors, onCell, onBlur, onFocus, disabled, readOnly, hideError } =
    props;
  const { SchemaField } = registry.fields;
  const fieldPathId = useMemo(
    () => toFieldPathId(column.key, registry.globalFormOptions, [...path, index]),
    [column.key, registry.globalFormOptions, path, index],
  );
  const uiSchema = useMemo<UiSchema>(() => {
    const options = (column.ui['ui:options'] ?? {}) as Record<string, unknown>;
    // The previous visit's value of this cell is the one of the same eye's row, wherever that row is in the list.
    const previous = wantsPrevious(options.previous) ? { 'ui:options': { ...options, previous: { match: { eye } } } } : {};
    return { ...column.ui, ...previous, 'ui:title': `${eye} ${column.label}`, 'ui:classNames': 'sl-refraction__cell' };
  }, [column.ui, column.label, eye]);
  const onChange = useCallback((next: unknown) => onCell(eye, column.key, next), [onCell, eye, column.key]);
  if (!SchemaField) return <td />;
  return (
    <td>
      <SchemaField
        name={column.key}
        schema={column.schema}
        uiSchema={uiSchema}
        // Not marked required: a row's required cells are the schema's to report (under the cell, by path).
        required={false}
        formData={value}
        errorSchema={cellErrors}
        fieldPathId={fieldPathId}
        registry={registry}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        disabled={disabled}
        readonly={readOnly}
        hideError={hideError}
      />
    </td>
  );
});

/** One eye's row of the refraction table; each cell shows its errors under its input, the row's below the row. */
export const RefractionRow = memo(function RefractionRow(props: RefractionRowProps) {
  const { eye, record, columns, errors, ...rest } = props;
  // Messages about one cell arrive under its property (the engine places them by path); the rest are the row's.
  const byKey = errors as Errors | undefined;
  const rowErrors = byKey?.__errors ?? [];
  return (
    <>
      <tr>
        <th scope="row">{EYE_HEADINGS[eye]}</th>
        {columns.map((column) => (
          <RefractionCell
            key={column.key}
            {...rest}
            eye={eye}
            column={column}
            value={record?.[column.key]}
            cellErrors={byKey?.[column.key]}
          />
        ))}
      </tr>
      {rowErrors.length > 0 && (
        <tr>
          <td colSpan={columns.length + 1} className="sl-error">
            {EYE_HEADINGS[eye]}: {rowErrors.join(' ')}
          </td>
        </tr>
      )}
    </>
  );
});
