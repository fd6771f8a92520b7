import type { Locator } from 'playwright-core';

/** The contrast of one text of a visible button or link against the background it is drawn on. */
export interface ControlContrast {
  /** 'button "Save"', 'link "Attend to Next Patient"'. */
  control: string;
  /** The contrast ratio, to two decimals (a 4.5 means 4.5:1). */
  ratio: number;
  /** What WCAG 2.1 AA asks of this text: 4.5, or 3 for large text (24 px, or 18.66 px bold). */
  needs: number;
  foreground: string;
  background: string;
}

/**
 * In the page: the contrast of every text of the visible, enabled buttons and links in `root` (and of `root` itself
 * when it is one), from the computed styles: the text's colour over its effective background, found by walking up
 * from the text's element and laying each translucent background over the next, on white at the top. A text whose
 * background cannot be known from the colours (a background image or gradient on the way up, or a colour that is
 * not rgb()) is left to axe-core's `color-contrast`. Self-contained: Playwright runs its source in the page.
 */
function measureControls(root: Element): ControlContrast[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value);
    return match ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])] : null;
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const channel = (i: number) => top[i]! * top[3] + below[i]! * (1 - top[3]);
    return [channel(0), channel(1), channel(2), 1];
  };
  const luminance = (colour: Rgba) => {
    const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(colour[0]) + 0.7152 * linear(colour[1]) + 0.0722 * linear(colour[2]);
  };
  const css = (colour: Rgba) => `rgb(${colour.slice(0, 3).map(Math.round).join(', ')})`;
  const background = (from: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let element: Element | null = from; element; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.backgroundImage !== 'none') return null;
      const colour = parse(style.backgroundColor);
      if (!colour) return null;
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      box.width > 1 &&
      box.height > 1 &&
      box.right > 0 &&
      box.bottom > 0
    );
  };

  const selector = 'button, a[href], [role="button"], [role="link"]';
  const controls = [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)].filter(
    (control) => !control.matches(':disabled, [aria-disabled="true"]') && shown(control),
  );
  const found: ControlContrast[] = [];
  for (const control of controls) {
    const kind = control.matches('a[href], [role="link"]') ? 'link' : 'button';
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    const elements = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() && node.parentElement && shown(node.parentElement)) elements.add(node.parentElement);
    }
    for (const element of elements) {
      const style = getComputedStyle(element);
      const colour = parse(style.color);
      const behind = background(element);
      if (!colour || !behind) continue;
      const text = over(colour, behind);
      const [lighter, darker] = [luminance(text), luminance(behind)].sort((a, b) => b - a) as [number, number];
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      found.push({
        control: `${kind} "${name}"`,
        ratio: Math.floor(((lighter + 0.05) / (darker + 0.05)) * 100) / 100,
        needs: large ? 3 : 4.5,
        foreground: css(text),
        background: css(behind),
      });
    }
  }
  return found;
}

/** The contrast of every text of the visible buttons and links in `scope` (and of `scope` itself when it is one). */
export function controlContrasts(scope: Locator): Promise<ControlContrast[]> {
  return scope.evaluate(measureControls);
}

/** The buttons and links in `scope` whose text does not reach its contrast. */
export async function unreadableControls(scope: Locator): Promise<ControlContrast[]> {
  return (await controlContrasts(scope)).filter((measured) => measured.ratio < measured.needs);
}
