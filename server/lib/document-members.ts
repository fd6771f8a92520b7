/**
 * The members of a stored form document (JSON text) that no column holds: the properties a form's schema gained
 * after its table was made, answered with the type they were saved with (docs/forms.md, "Forms stored as columns").
 */
export function documentMembers(text: string, heldByColumns: (key: string) => boolean): Record<string, unknown> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return {};
  return Object.fromEntries(Object.entries(document).filter(([key]) => !heldByColumns(key)));
}
