/** Saved records shown as a list (extra tests): a stable React key and an accessible label per item. */

/** The record's id, else its place in the list. */
export function recordItemKey(item: unknown, index: number): string {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : `item-${index}`;
}

/** '2. Tonometry': the place in the list and the record's name when it has one. */
export function recordItemLabel(item: unknown, index: number): string {
  const name = (item as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' ? `${index + 1}. ${name}` : `${index + 1}.`;
}
