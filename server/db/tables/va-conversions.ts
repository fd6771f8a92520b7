import type { Generated, Insertable } from 'kysely';

/** Snellen (6 m) rows with decimal and logMAR equivalents (refdata/va-conversions.json). */
export interface VaConversionsTable {
  id: Generated<number>;
  snellen_6m: string;
  snellen_denominator_6m: number;
  snellen_20ft: string;
  /** `decimal` in the JSON file; renamed because DECIMAL is an SQL keyword. */
  decimal_va: number;
  logmar: number;
  logmar_exact: number;
  etdrs_letters: number;
}

/** Off-chart categories (CF, HM, LP, NLP) with conventional logMAR values. */
export interface VaLowVisionTable {
  id: Generated<number>;
  code: string;
  label: string;
  logmar: number;
  decimal_equivalent: number;
  basis: string;
  /** JSON object of the published measurements behind the value. */
  evidence: string;
}

export type NewVaConversion = Insertable<VaConversionsTable>;
export type NewVaLowVision = Insertable<VaLowVisionTable>;
