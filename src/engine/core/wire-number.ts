/**
 * Notation typed as text on a form and sent as a number (`x-wire.number`, src/engine/core/wire-schema.ts): the
 * format it is read back in is data of the schema (decimals, and the sign zero takes when a sign is always written).
 */
import type { WireNumber } from './wire-schema.ts';

const NUMBER_TEXT = /^\s*[+-]?\d+(\.\d+)?\s*$/;

/** `+1.25` → 1.25, `90` → 90, a number as it is; anything else (not a number) → null. */
export function parseWireNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !NUMBER_TEXT.test(value)) return null;
  return Number(value);
}

/** A number back to its notation: `{decimals: 2, zeroSign: '+'}` writes 1.25 as `+1.25`, 0 as `+0.00`. */
export function formatWireNumber(value: number, format: WireNumber): string {
  const digits = format.decimals === undefined ? String(Math.abs(value)) : Math.abs(value).toFixed(format.decimals);
  if (format.zeroSign === undefined) return value < 0 ? `-${digits}` : digits;
  const sign = value > 0 ? '+' : value < 0 ? '-' : format.zeroSign;
  return `${sign}${digits}`;
}
