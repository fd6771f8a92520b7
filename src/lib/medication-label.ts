/** The parts of a medication that may follow its name in a label. */
export type MedicationLabelPart = 'strength' | 'form';

/**
 * A medication as a list names it: its name, then the `parts` (strength, then form by default) that the name does
 * not already say ('Chloramphenicol 0.5% eye drops', not 'Chloramphenicol 0.5% eye drops 0.5% eye drops').
 * The dispensary names an item with both; the prescriber's medication picker with the strength only.
 */
export function medicationLabel(
  medication: { name: string; strength?: string | null; form?: string | null },
  parts: readonly MedicationLabelPart[] = ['strength', 'form'],
): string {
  const name = medication.name.trim();
  const said = name.toLowerCase();
  const extra = parts
    .map((part) => (medication[part] ?? '').trim())
    .filter((part) => part !== '' && !said.includes(part.toLowerCase()));
  return [name, ...extra].join(' ');
}
