import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Effort } from './effort-probe';

/** One release's figure: the effort per section and in total, and the median data-entry wall time. */
export interface Figure {
  label: string;
  appDir: string;
  sections: Record<string, Effort>;
  total: Effort;
  ms: number;
  runs: number;
}

/** The figures of every release measured, kept beside the bench so the RESULTS.md section shows them side by side. */
const FIGURES = 'bench/consultation-effort/figures.json';

export function readFigures(): Figure[] {
  return existsSync(FIGURES) ? (JSON.parse(readFileSync(FIGURES, 'utf8')) as Figure[]) : [];
}

/** Stores `figure` in place of the one with its label, and answers every figure. */
export function saveFigure(figure: Figure): Figure[] {
  const figures = [...readFigures().filter((known) => known.label !== figure.label), figure];
  writeFileSync(FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
  return figures;
}

const cell = (effort: Effort | undefined) => (effort ? `${effort.clicks} / ${effort.keys}` : '—');

/** A markdown table: clicks / keystrokes per section (rows) and release (columns), the total, the time, the target. */
export function effortTable(figures: Figure[], target: Effort): string {
  const sections = [...new Set(figures.flatMap((figure) => Object.keys(figure.sections)))];
  const verdict = (total: Effort) => (total.clicks <= target.clicks && total.keys <= target.keys ? 'met' : 'NOT met');
  return [
    `| section (clicks / keystrokes) | ${figures.map((figure) => figure.label).join(' | ')} |`,
    `|---|${figures.map(() => '---').join('|')}|`,
    ...sections.map((name) => `| ${name} | ${figures.map((figure) => cell(figure.sections[name])).join(' | ')} |`),
    `| **total** | ${figures.map((figure) => `**${cell(figure.total)}**`).join(' | ')} |`,
    `| target ≤ ${target.clicks} / ≤ ${target.keys} | ${figures.map((figure) => verdict(figure.total)).join(' | ')} |`,
    `| data-entry wall time (median) | ${figures.map((figure) => `${(figure.ms / 1000).toFixed(1)} s (${figure.runs} runs)`).join(' | ')} |`,
  ].join('\n');
}
