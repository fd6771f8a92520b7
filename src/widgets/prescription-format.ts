import { schemaMessage } from './schema-messages';

/**
 * The notations the `prescription` widget edits (spec §5, field formats): how a typed value is tidied and which
 * placeholder it shows. `va` is a prescription VA, `nearVa` a near VA; `text` is any other value. The rules a value
 * must meet (patterns, messages) are never here: they are the field's schema (`NotationRule`).
 */
export type PrescriptionKind = 'sph' | 'cyl' | 'axis' | 'add' | 'va' | 'nearVa' | 'text';

export const PRESCRIPTION_KINDS: readonly PrescriptionKind[] = ['sph', 'cyl', 'axis', 'add', 'va', 'nearVa', 'text'];

/** What the field's schema says of its value, as the widget receives it (RJSF's `schema` prop, `ui:options`). */
export interface NotationRule {
  /** The schema's `pattern`, undefined when it has none (anything fits). */
  pattern?: RegExp;
  /** The schema's message for its `pattern` (`errorMessage`). */
  message?: string;
  /** `ui:options.step`: the stepper buttons' step; no steppers without it. */
  step?: number;
}

const POWER = /^([+-])?(\d*)(?:\.(\d*))?$/;
const AXIS = /^0*(\d{1,3})°?$/;
const PLANO = /^(0+(\.0*)?|\.0+|pl|plano)$/i;
const POWER_KINDS: readonly PrescriptionKind[] = ['sph', 'cyl', 'add'];

/** The kind named by `ui:options.kind`, `sph` when missing or unknown. */
export function asPrescriptionKind(kind: unknown): PrescriptionKind {
  return PRESCRIPTION_KINDS.includes(kind as PrescriptionKind) ? (kind as PrescriptionKind) : 'sph';
}

/** The rule of a field from the schema RJSF passes (references resolved) and the widget's `ui:options`. */
export function notationRule(schema: unknown, options: Record<string, unknown> = {}): NotationRule {
  const pattern = (schema as { pattern?: unknown } | null)?.pattern;
  return {
    pattern: typeof pattern === 'string' ? new RegExp(pattern, 'u') : undefined,
    message: schemaMessage(schema, 'pattern'),
    step: typeof options.step === 'number' && options.step > 0 ? options.step : undefined,
  };
}

const fits = (rule: NotationRule, text: string) => !rule.pattern || rule.pattern.test(text);

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

/** The two-decimal forms of a power (plus, then minus) that the field's pattern accepts. */
function signedForms(rule: NotationRule, value: number): string[] {
  const digits = Math.abs(value).toFixed(2);
  return [`+${digits}`, `-${digits}`].filter((form) => fits(rule, form));
}

const clean = (typed: string) => typed.trim().replace(/[\u2212\u2013]/g, '-');

/** A power tidied, or undefined when its meaning is not certain under the field's rule. */
function tidyPower(rule: NotationRule, text: string): string | undefined {
  if (PLANO.test(text)) return signedForms(rule, 0)[0];
  const power = readPower(text);
  if (!power) return undefined;
  if (power.sign) {
    const form = formatPower(power.sign === '-' ? -power.value : power.value);
    return fits(rule, form) ? form : undefined;
  }
  // Unsigned: the sign is certain only when the schema accepts one of the two (a minus cylinder, a plus addition).
  const forms = signedForms(rule, power.value);
  return forms.length === 1 ? forms[0] : undefined;
}

/**
 * Tidies what was typed when the input loses focus, only where the meaning is certain under the field's schema;
 * anything else is kept exactly as typed so the form's validation message explains it.
 * - sph, cyl, add: a power gets its sign and two decimals when the schema's pattern accepts that form ("+1.5" →
 *   "+1.50", "-.75" → "-0.75"); plano ("0", "pl") becomes zero with the first sign the pattern accepts; an
 *   unsigned power gets a sign only when the pattern accepts just one (a minus cylinder, a plus addition): plus or
 *   minus of a sphere is the finding itself, never guessed.
 * - axis: leading zeros and a degree sign go ("090°" → "90").
 * - nearVa: upper-cased when the schema's pattern accepts it so ("n5" → "N5").
 * - va, text: only trimmed.
 */
export function normalisePrescription(kind: PrescriptionKind, typed: string, rule: NotationRule = {}): string {
  const text = clean(typed);
  if (kind === 'nearVa') return rule.pattern?.test(text.toUpperCase()) ? text.toUpperCase() : text;
  if (kind === 'axis') {
    const match = AXIS.exec(text);
    const tidy = match ? String(Number(match[1])) : text;
    return fits(rule, tidy) ? tidy : text;
  }
  if (!POWER_KINDS.includes(kind)) return text;
  return tidyPower(rule, text) ?? text;
}

/**
 * A live hint while typing a power: an unsigned non-zero value whose sign the schema leaves to the clinician gets
 * the schema's own message ('Invalid SPH format. Must start with + or -'). Undefined when there is nothing to say.
 */
export function prescriptionHint(kind: PrescriptionKind, text: string, rule: NotationRule = {}): string | undefined {
  if (!POWER_KINDS.includes(kind) || !rule.pattern) return undefined;
  const trimmed = clean(text);
  const power = readPower(trimmed);
  if (!power || power.sign || PLANO.test(trimmed)) return undefined;
  return signedForms(rule, power.value).length > 1 ? rule.message : undefined;
}

/**
 * The power after one step (`rule.step`, signed by `direction`), from the nearest step of what is there ("" counts
 * as plano). Undefined when there is no step, when the current text has no sign to step from (an unsigned non-zero
 * power) or is not a power, and when the next value is one the schema refuses (past its largest power).
 */
export function stepPower(text: string, direction: 1 | -1, rule: NotationRule): string | undefined {
  const { step } = rule;
  if (!step) return undefined;
  const trimmed = clean(text);
  let current = 0;
  if (trimmed !== '' && !PLANO.test(trimmed)) {
    const power = readPower(trimmed);
    if (!power?.sign) return undefined;
    current = Math.round((power.sign === '-' ? -power.value : power.value) / step) * step;
  }
  const next = formatPower(current + direction * step);
  return fits(rule, next) ? next : undefined;
}
