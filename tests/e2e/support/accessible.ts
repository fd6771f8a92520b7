import type { Locator } from 'playwright-core';

/** The control's accessible description: the texts of the elements its `aria-describedby` names. */
export function description(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}
