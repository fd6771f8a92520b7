/** A row of the odOsPair layout: a right/left pair side by side, or a property on its own. */
export type PairRow =
  | { kind: 'pair'; base: string; od: string; os: string }
  | { kind: 'single'; name: string };

/** The OS partner of an OD property name (`x_od` → `x_os`, `od` → `os`), or undefined for other names. */
function partnerOf(name: string): { base: string; od: string; os: string } | undefined {
  if (name === 'od' || name === 'os') return { base: '', od: 'od', os: 'os' };
  const match = /^(.+)_(od|os)$/.exec(name);
  if (!match?.[1]) return undefined;
  return { base: match[1], od: `${match[1]}_od`, os: `${match[1]}_os` };
}

/**
 * Arranges property names (already ordered) into rows: each `<x>_od`/`<x>_os` (or `od`/`os`) pair where both
 * exist becomes one row at the place of its first member; every other property is a row of its own.
 */
export function pairRows(names: readonly string[]): PairRow[] {
  const present = new Set(names);
  const placed = new Set<string>();
  const rows: PairRow[] = [];
  for (const name of names) {
    if (placed.has(name)) continue;
    const pair = partnerOf(name);
    if (pair && present.has(pair.od) && present.has(pair.os)) {
      rows.push({ kind: 'pair', ...pair });
      placed.add(pair.od).add(pair.os);
    } else {
      rows.push({ kind: 'single', name });
      placed.add(name);
    }
  }
  return rows;
}

/**
 * The object after copying each pair's OD value to OS. Only OD values that are filled are copied, so an empty
 * OD never wipes what was typed for OS. Answers the same object when nothing would change.
 */
export function copyOdToOs(data: Record<string, unknown>, rows: readonly PairRow[]): Record<string, unknown> {
  let next = data;
  for (const row of rows) {
    if (row.kind !== 'pair') continue;
    const value = data[row.od];
    if (value === undefined || value === null || value === '') continue;
    if (JSON.stringify(value) === JSON.stringify(data[row.os])) continue;
    if (next === data) next = { ...data };
    next[row.os] = structuredClone(value);
  }
  return next;
}
