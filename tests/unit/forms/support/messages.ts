/** Whether a person could see `element`: neither it nor an ancestor is hidden or styled away. */
export function isVisible(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return false;
    const style = window.getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
  }
  return true;
}

/** The innermost visible elements of `root` whose text contains `message`. */
export function visibleTexts(root: Element, message: string): Element[] {
  const found: Element[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) continue;
    if (!(element.textContent ?? '').includes(message)) continue;
    const inner = Array.from(element.children).some((child) => (child.textContent ?? '').includes(message));
    if (!inner && isVisible(element)) found.push(element);
  }
  return found;
}

/** The texts of the elements that `control` names in `aria-describedby` (what is announced with it). */
export function describedText(control: Element): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** A field found on the page: its control when it has one, and the element holding its messages. */
export interface FieldLocation {
  control: HTMLElement | null;
  container: Element;
}

const rjsfId = (parts: readonly string[]) => `root_${parts.join('_')}`;

const around = (element: Element): Element => element.closest('td') ?? element.closest('.sf-field') ?? element;

/** A cell of a per-eye table (refraction): `<list>.<index>.<column>` is the input of that row's eye and column. */
function eyeRowCell(parts: readonly string[], formData: unknown): HTMLElement | null {
  if (parts.length !== 3 || !/^\d+$/.test(parts[1]!)) return null;
  const list = (formData as Record<string, unknown> | null | undefined)?.[parts[0]!];
  const row = Array.isArray(list) ? (list[Number(parts[1])] as { eye?: unknown } | undefined) : undefined;
  if (row?.eye !== 'OD' && row?.eye !== 'OS') return null;
  return document.getElementById(`root_${parts[0]}-${row.eye}-${parts[2]}`);
}

/**
 * Where the field of a dotted data path is on the page, when it can be told: RJSF's control id
 * (`section_a.case_history` → `#root_section_a_case_history`), a per-eye table cell, RJSF's error element
 * (`#root_<path>__error`), or a custom field's own parts (`#root_<path>__search`, `#root_<path>-OD-sph`…).
 * Null when the page has nothing of that field (a collapsed group, an entry a picker does not show).
 */
export function locateField(path: string, formData: unknown): FieldLocation | null {
  const parts = path.split('.');
  const id = rjsfId(parts);
  const control = document.getElementById(id) ?? eyeRowCell(parts, formData);
  // A field the uiSchema renders hidden (`ui:widget: hidden`, a value the screen supplies) has no place of its own:
  // its message is looked for anywhere a person can read it.
  if (control instanceof HTMLInputElement && control.type === 'hidden') return null;
  if (control) return { control, container: around(control) };
  const errors = document.getElementById(`${id}__error`);
  if (errors) return { control: null, container: errors.closest('.sf-field') ?? errors };
  const part = Array.from(document.querySelectorAll('[id]')).find(
    (element) => element.id.startsWith(`${id}-`) || element.id.startsWith(`${id}__`),
  );
  return part ? { control: null, container: part.closest('.sf-field') ?? part } : null;
}

/** Whether `message` is in the field control's accessible description or shown inside the field. */
export function shownAtField({ control, container }: FieldLocation, message: string): boolean {
  if (control && describedText(control).includes(message)) return true;
  return visibleTexts(container, message).length > 0;
}
