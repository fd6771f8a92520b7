import { memo, useCallback } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import type { Eye } from './eyes';
import { EYE_HEADINGS } from './eyes';
import { PrescriptionInput } from './prescription-input';
import type { RefractionColumn, RefractionRecord } from './refraction-records';

export interface RefractionRowProps {
  idPrefix: string;
  eye: Eye;
  record: RefractionRecord | undefined;
  columns: readonly RefractionColumn[];
  /** The errors of this record (RJSF errorSchema at its index). */
  errors: ErrorSchema | undefined;
  onCell: (eye: Eye, key: string, value: string | undefined) => void;
  disabled?: boolean;
  readOnly?: boolean;
}

const messages = (errors: ErrorSchema | undefined, key?: string): string[] => {
  const node = (key ? (errors as Record<string, ErrorSchema> | undefined)?.[key] : errors) as
    | { __errors?: string[] }
    | undefined;
  return node?.__errors ?? [];
};

interface CellProps extends Omit<RefractionRowProps, 'record' | 'columns' | 'errors'> {
  column: RefractionColumn;
  value: string | undefined;
  cellErrors: string[];
}

const RefractionCell = memo(function RefractionCell(props: CellProps) {
  const { idPrefix, eye, column, value, cellErrors, onCell, disabled, readOnly } = props;
  const id = `${idPrefix}-${eye}-${column.key}`;
  const onChange = useCallback((next: string | undefined) => onCell(eye, column.key, next), [onCell, eye, column.key]);
  return (
    <td>
      <PrescriptionInput
        id={id}
        kind={column.kind}
        placeholder={column.placeholder}
        value={value}
        onChange={onChange}
        ariaLabel={`${eye} ${column.label}`}
        stepperName={`${eye} ${column.label}`}
        invalid={cellErrors.length > 0}
        describedBy={cellErrors.length ? `${id}__error` : undefined}
        errors={cellErrors}
        disabled={disabled}
        readOnly={readOnly}
      />
      {cellErrors.length > 0 && (
        <small id={`${id}__error`} className="sl-error">
          {cellErrors.join(' ')}
        </small>
      )}
    </td>
  );
});

/** One eye's row of the refraction table; each cell shows its errors under its input, the row's below the row. */
export const RefractionRow = memo(function RefractionRow(props: RefractionRowProps) {
  const { eye, record, columns, errors, ...rest } = props;
  // Messages about one cell arrive under its property (the engine places them by path); the rest are the row's.
  const rowErrors = messages(errors);
  return (
    <>
      <tr>
        <th scope="row">{EYE_HEADINGS[eye]}</th>
        {columns.map((column) => {
          const value = record?.[column.key];
          return (
            <RefractionCell
              key={column.key}
              {...rest}
              eye={eye}
              column={column}
              value={typeof value === 'string' ? value : undefined}
              cellErrors={messages(errors, column.key)}
            />
          );
        })}
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
