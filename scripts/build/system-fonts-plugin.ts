/**
 * Keeps web fonts off the first load: the PrimeReact theme's Inter (about 700 KB of woff2) gives way to the
 * system font stack, and primeicons is declared as woff2 only (every supported browser reads it), so the
 * eot/ttf/woff/svg copies are no longer emitted.
 */
import type { Plugin } from 'vite';

export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

const THEME_CSS = /primereact[\\/]resources[\\/]themes[\\/][^\\/]+[\\/]theme\.css$/;
const PRIMEICONS_CSS = /primeicons[\\/]primeicons\.css$/;

/** Removes the theme's Inter `@font-face` rules and points its font family at the system stack. */
export function toSystemFont(css: string): string {
  return css
    .replace(/@font-face\s*\{[^}]*font-family:\s*["']?Inter var["']?;[^}]*\}\s*/g, '')
    .replace(/"Inter var",\s*sans-serif/g, SYSTEM_FONT_STACK);
}

/** Reduces the primeicons `@font-face` to its woff2 source. */
export function woff2OnlyIcons(css: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/, (rule) =>
    rule
      .replace(/\s*src:\s*url\(['"]?\.\/fonts\/primeicons\.eot['"]?\);/, '')
      .replace(/src:[^;]*;/, "src: url('./fonts/primeicons.woff2') format('woff2');"),
  );
}

/** Vite plugin applying both rewrites to the imported CSS. */
export function systemFontsPlugin(): Plugin {
  return {
    name: 'sightline-system-fonts',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (THEME_CSS.test(path)) return { code: toSystemFont(code), map: null };
      if (PRIMEICONS_CSS.test(path)) return { code: woff2OnlyIcons(code), map: null };
      return null;
    },
  };
}
