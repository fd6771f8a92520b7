/**
 * Marks and totals are stored in hundredths (`*_centi` integer columns) so the step of 0.01 stays exact on every
 * engine. These convert between the two; a database may answer an integer or an aggregate as text.
 */

/** A mark or total (step 0.01) as stored. */
export const toCenti = (value: number): number => Math.round(value * 100);

/** Stored hundredths (or an average of them) back to a value with 2 decimals. */
export const fromCenti = (centi: unknown): number => Math.round(Number(centi)) / 100;

/** As `fromCenti`, with a missing value (no row, an aggregate of nothing) kept as null. */
export const fromCentiOrNull = (centi: unknown): number | null => (centi === null || centi === undefined ? null : fromCenti(centi));
