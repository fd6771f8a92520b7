import sharedDefinitions from '../../schemas/shared/defs.json';
import { normaliseVa } from './va-notation';
/**
 * The prescription values the `prescription` widget edits (spec §5, field formats): `va` is a prescription VA,
 * `nearVa` a near VA in M or N notation (the shared `nearVa` rule); `text` is any other value.
 */
export type PrescriptionKind = 'sph' | 'cyl' | 'axis' | 'add' | 'va' | 'nearVa' | 'text';

export const PRESCRIPTION_KINDS: readonly PrescriptionKind[] = ['sph', 'cyl', 'axis', 'add', 'va', 'nearVa', 'text'];

/** The specification's message for an SPH without a sign. */
export const SPH_SIGN_MESSAGE: string = sharedDefinitions.$defs.sph.errorMessage.pattern;

const POWER = /^([+-])?(\d{0,2})(?:\.(\d*))?$/;
const AXIS = /^0*(\d{1,3})°?$/;
const PLANO = /^(0+(\.0*)?|\.0+|pl|plano)$/i;
const MAX_POWER = 99.75;

/** The kind named by `ui:options.kind`, `sph` when missing or unknown. */
export function asPrescriptionKind(kind: unknown): PrescriptionKind {
  return PRESCRIPTION_KINDS.includes(kind as PrescriptionKind) ? (kind as PrescriptionKind) : 'sph';
}

/** "+1.25" / "-0.75" / "+0.00": a power with its sign and two decimals. */
export function formatPower(value: number): string {
  return `${value >= 0 ? '+' : '-'}${Math.abs(value).toFixed(2)}`;
}

interface Power {
  sign: '+' | '-' | undefined;
  value: number;
}

/** Reads "+1.5", "-.75", "2" (a digit is needed); undefined for anything else. */
function readPower(text: string): Power | undefined {
  const match = POWER.exec(text);
  if (!match || (!match[2] && !match[3])) return undefined;
  const value = Number(`${match[2] || '0'}.${match[3] || '0'}`);
  return { sign: match[1] as Power['sign'], value };
}

const isQuarter = (value: number) => Number.isInteger(value * 4) && value <= MAX_POWER;

/**
 * Tidies what was typed when the input loses focus, only where the meaning is certain; anything else is kept
 * exactly as typed so the form's validation message explains it.
 * - sph: a signed quarter-step power gets two decimals ("+1.5" → "+1.50", "-.75" → "-0.75"); plano ("0", "pl")
 *   becomes "+0.00". An unsigned non-zero power is NOT given a sign: plus or minus is the finding itself.
 * - cyl: the form records minus cylinders only, so an unsigned power becomes minus ("0.75" → "-0.75"); a plus
 *   cylinder is kept (it must be transposed by the clinician, not negated).
 * - add: an addition is always plus, so an unsigned power becomes plus ("2" → "+2.00").
 * - axis: leading zeros and a degree sign go ("090°" → "90").
 * - nearVa: M or N notation upper-cased ("n5" → "N5"), as the visual acuity form's near VA.
 * - va, text: only trimmed.
 */
export function normalisePrescription(kind: PrescriptionKind, typed: string): string {
  const text = typed.trim().replace(/[\u2212\u2013]/g, '-');
  if (kind === 'nearVa') return normaliseVa(text, 'near', undefined);
  if (kind === 'va' || kind === 'text') return text;
  if (kind === 'axis') {
    const match = AXIS.exec(text);
    return match ? String(Number(match[1])) : text;
  }
  if (kind === 'sph' && PLANO.test(text)) return formatPower(0);
  const power = readPower(text);
  if (!power || !isQuarter(power.value)) return text;
  const implied = kind === 'cyl' ? '-' : kind === 'add' ? '+' : undefined;
  const sign = power.sign ?? implied;
  if (!sign) return text;
  return formatPower(sign === '-' ? -power.value : power.value);
}

/** A live hint while typing: an SPH needs its sign. Undefined when there is nothing to say. */
export function prescriptionHint(kind: PrescriptionKind, text: string): string | undefined {
  if (kind !== 'sph') return undefined;
  const trimmed = text.trim();
  const power = readPower(trimmed);
  if (!power || power.sign || PLANO.test(trimmed)) return undefined;
  return SPH_SIGN_MESSAGE;
}

/**
 * The SPH after one ±0.25 step, from the nearest quarter of what is there ("" counts as plano).
 * Undefined when the current text has no sign to step from (an unsigned non-zero power) or is not a power.
 */
export function stepSphere(text: string, delta: number): string | undefined {
  const trimmed = text.trim().replace(/[\u2212\u2013]/g, '-');
  if (trimmed === '' || PLANO.test(trimmed)) return formatPower(delta);
  const power = readPower(trimmed);
  if (!power?.sign) return undefined;
  const current = Math.round((power.sign === '-' ? -power.value : power.value) * 4) / 4;
  const next = Math.min(MAX_POWER, Math.max(-MAX_POWER, current + delta));
  return formatPower(next);
}
