/** Database ids are 32-bit integers on PostgreSQL: a larger number names nothing (and must not reach a query). */
export const MAX_ID = 2147483647;

/** Whether `value` could be a row id: a whole number from 1 to MAX_ID. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}
