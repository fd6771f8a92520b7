import type { Eye } from './eyes';
import type { PrescriptionKind } from './prescription-format';

/** A per-eye refraction record (spec §3): eye, sph, cyl, axis, va_6m, and on subjective add and va_0_4m. */
export type RefractionRecord = { eye: Eye } & Record<string, unknown>;

/** A column of the refraction table: the record's property, its heading and the input it uses. */
export interface RefractionColumn {
  key: string;
  label: string;
  kind: PrescriptionKind;
  title?: string;
}

export const BASE_COLUMNS: readonly RefractionColumn[] = [
  { key: 'sph', label: 'SPH', kind: 'sph', title: 'Sphere' },
  { key: 'cyl', label: 'CYL', kind: 'cyl', title: 'Cylinder' },
  { key: 'axis', label: 'AXIS', kind: 'axis', title: 'Axis (degrees)' },
  { key: 'va_6m', label: 'VA', kind: 'va', title: 'Visual acuity at 6 m' },
];

export const ADD_COLUMNS: readonly RefractionColumn[] = [
  { key: 'add', label: 'ADD', kind: 'add', title: 'Near addition' },
  { key: 'va_0_4m', label: 'Near VA', kind: 'va', title: 'Visual acuity at 0.4 m' },
];

/** The columns of a subjective refraction. */
export const WITH_ADD_COLUMNS: readonly RefractionColumn[] = [...BASE_COLUMNS, ...ADD_COLUMNS];

/** The records of a form value, ignoring anything that is not one. */
export function asRecords(value: unknown): RefractionRecord[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is RefractionRecord => item !== null && typeof item === 'object' && typeof item.eye === 'string',
  );
}

/** The empty OD and OS rows a new refraction starts with. */
export const emptyRows = (): RefractionRecord[] => [{ eye: 'OD' }, { eye: 'OS' }];

/**
 * The records with one cell set (undefined removes the property). Missing OD/OS rows are added first, so the
 * value always holds both eyes once anything is typed (their required cells are then checked by the schema).
 */
export function setCell(records: readonly RefractionRecord[], eye: Eye, key: string, value: string | undefined) {
  const complete = [...records];
  for (const row of emptyRows()) if (!complete.some((record) => record.eye === row.eye)) complete.push(row);
  return complete.map((record) => {
    if (record.eye !== eye) return record;
    const next: RefractionRecord = { ...record };
    if (value === undefined) delete next[key];
    else next[key] = value;
    return next;
  });
}
