import { ariaDescribedByIds } from '@rjsf/utils';

/** Ids of the parts of a widget, derived from RJSF's field id so they stay unique in a form. */
export const hintId = (id: string) => `${id}__hint`;
export const listId = (id: string) => `${id}__list`;

/** `aria-describedby` for a widget's input: RJSF's error/description/help ids, plus the widget's own hint. */
export const describedBy = (id: string, withHint = false) =>
  withHint ? `${ariaDescribedByIds(id)} ${hintId(id)}` : ariaDescribedByIds(id);

/** An id-safe form of free text ("Ptosis / OD" → "ptosis-od"). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
