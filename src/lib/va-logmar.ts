/**
 * A distance visual acuity on the logMAR scale, read with the reference conversions (refdata/va-conversions.json):
 * a Snellen chart line takes its row's logMAR, CF/HM/PL/NPL their conventional low-vision values, a LogMAR value
 * passes through; a Snellen fraction between rows is computed (logMAR = log10(denominator / numerator)).
 */

/** The VA conversion table as refdata/va-conversions.json (and its seeded tables) hold it. */
export interface VaConversions {
  snellen_conversions: readonly { snellen_6m: string; snellen_denominator_6m: number; decimal: number; logmar: number }[];
  low_vision_categories: readonly { code: string; logmar: number }[];
}

/** The notations a VA is written in: the visual acuity form's `va_chart_used`. */
export type VaNotation = 'SNELLEN' | 'LOGMAR';

const FRACTION = /^(\d{1,2}(?:\.\d+)?)\/(\d{1,3}(?:\.\d+)?)$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/** A Snellen fraction's logMAR and decimal, from its chart row when it has one; undefined when it is no fraction. */
export function snellenValues(text: string, table?: VaConversions): { logmar: number; decimal: number } | undefined {
  const match = FRACTION.exec(text.trim());
  if (!match) return undefined;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  if (numerator <= 0 || denominator <= 0) return undefined;
  const row = table?.snellen_conversions.find((entry) => numerator === 6 && entry.snellen_denominator_6m === denominator);
  return row ? { logmar: row.logmar, decimal: row.decimal } : { logmar: Math.log10(denominator / numerator), decimal: numerator / denominator };
}

/** The conventional logMAR of an off-chart notation (CF, HM, PL, NPL), when the table has it. */
export function lowVisionLogmar(text: string, table?: VaConversions): number | undefined {
  const code = text.trim().toUpperCase();
  return table?.low_vision_categories.find((row) => row.code === code)?.logmar;
}

const twoPlaces = (value: number) => Math.round(value * 100) / 100;

/**
 * The logMAR of a value written in `notation`, rounded to two places; undefined when it cannot be read (blank,
 * another chart, an off-chart notation the table lacks).
 */
export function vaLogmar(text: string, notation: string | undefined, table?: VaConversions): number | undefined {
  if (notation !== 'SNELLEN' && notation !== 'LOGMAR') return undefined;
  const lowVision = lowVisionLogmar(text, table);
  if (lowVision !== undefined) return lowVision;
  if (notation === 'SNELLEN') {
    const values = snellenValues(text, table);
    return values && twoPlaces(values.logmar);
  }
  const value = text.trim();
  return DECIMAL.test(value) ? twoPlaces(Number(value)) : undefined;
}
