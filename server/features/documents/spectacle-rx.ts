/**
 * The spectacle prescription of a stored management plan, as the dispensary shows it and the printed prescription
 * prints it: the plan read back into the form's notation ('+1.25', as the student typed it) by the one wire transform,
 * so no clinical format is written here.
 */
import { fromWire } from '../../../src/engine/core/wire-transform';
import { isRecord } from '../../../src/lib/is-record';
import type { FormRegistry } from '../../services/form-registry';

const MANAGEMENT = 'management';

/** One eye's line of the prescription, each value as written ('+1.25'), null when not recorded. */
export interface RxLine {
  sph: string | null;
  cyl: string | null;
  axis: string | null;
  add: string | null;
}

/** A recorded value as text; null for none. */
export const shown = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** Whether a management plan (form notation) prescribes spectacles: the only correction this document is written for. */
export function isSpectaclePlan(plan: Record<string, unknown>): boolean {
  return plan.refractive_correction === true && plan.type_of_refractive_correction === 'Spectacles';
}

/** One eye's line of a management plan in form notation (`od` or `os`). */
export function rxLine(plan: Record<string, unknown>, eye: 'od' | 'os'): RxLine {
  return {
    sph: shown(plan[`${eye}_sph`]),
    cyl: shown(plan[`${eye}_cyl`]),
    axis: shown(plan[`${eye}_axis`]),
    add: shown(plan[`${eye}_add`]),
  };
}

/** The stored management payload in the form's notation ('+1.25'): the wire transform read backwards. */
export function planInFormNotation(forms: Pick<FormRegistry, 'schema'>, stored: unknown): Record<string, unknown> {
  const form = fromWire(forms.schema(MANAGEMENT), stored, { read: true });
  return isRecord(form) ? form : {};
}


/** The per-eye prescription of a stored management payload when it prescribes spectacles; null otherwise. */
export function spectacleRxOf(forms: Pick<FormRegistry, 'schema'>, stored: unknown): { od: RxLine; os: RxLine } | null {
  if (!isRecord(stored) || stored.refractive_correction !== true) return null;
  const plan = planInFormNotation(forms, stored);
  return isSpectaclePlan(plan) ? { od: rxLine(plan, 'od'), os: rxLine(plan, 'os') } : null;
}
