import './line-chart.css';

/** One point of a line: where it sits on the axes and what it says. */
export interface ChartPoint {
  /** Position along the horizontal axis (e.g. a day as a time value). */
  x: number;
  y: number;
  /** What the point says, e.g. "OD 12 Mar 2026: 6/9 (logMAR 0.18)": its tooltip. */
  label: string;
}

export interface ChartSeries {
  name: string;
  points: readonly ChartPoint[];
}

export interface LineChartProps {
  /** The chart's accessible name. */
  title: string;
  series: readonly ChartSeries[];
  /** The vertical axis' label, e.g. "logMAR". */
  yLabel: string;
  /** Labels of the horizontal axis' ticks (each the x of a point), e.g. visit dates. */
  xTicks: readonly { x: number; label: string }[];
  /** Draw larger values lower (logMAR: a better acuity is a smaller value, shown higher). */
  invert?: boolean;
}

const WIDTH = 560;
const HEIGHT = 240;
const PAD = { left: 48, right: 16, top: 16, bottom: 36 };
const STROKES = ['sl-chart__line--a', 'sl-chart__line--b', 'sl-chart__line--c', 'sl-chart__line--d'];
const MARKERS = ['circle', 'square'] as const;

/** Even steps covering [min, max], about five of them. */
function ticks(min: number, max: number): number[] {
  const span = max - min || 1;
  const raw = span / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= raw) ?? raw;
  const out: number[] = [];
  for (let value = Math.floor(min / step) * step; value <= max + step / 2; value += step) out.push(Number(value.toFixed(6)));
  return out;
}

/**
 * A small line chart as SVG: one line per series with a marker per point (each marker's tooltip says its value),
 * a legend naming the series by their line and marker. An image for sight; the data also belongs in a table
 * beside it for screen readers and for reading values exactly.
 */
export function LineChart({ title, series, yLabel, xTicks, invert = false }: LineChartProps) {
  const points = series.flatMap((line) => line.points);
  if (points.length === 0) return null;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const yTicks = ticks(Math.min(...ys), Math.max(...ys));
  const [yMin, yMax] = [yTicks[0]!, yTicks[yTicks.length - 1]!];
  const [xMin, xMax] = [Math.min(...xs), Math.max(...xs)];
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const sx = (x: number) => PAD.left + (xMax === xMin ? plotWidth / 2 : ((x - xMin) / (xMax - xMin)) * plotWidth);
  const sy = (y: number) => {
    const share = yMax === yMin ? 0.5 : (y - yMin) / (yMax - yMin);
    return PAD.top + (invert ? share : 1 - share) * plotHeight;
  };
  return (
    <figure className="sl-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className="sl-chart__svg">
        <title>{title}</title>
        {yTicks.map((value) => (
          <g key={value} className="sl-chart__grid">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={sy(value)} y2={sy(value)} />
            <text x={PAD.left - 6} y={sy(value) + 4} textAnchor="end">
              {value}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text key={tick.x} className="sl-chart__tick" x={sx(tick.x)} y={HEIGHT - 12} textAnchor="middle">
            {tick.label}
          </text>
        ))}
        <text className="sl-chart__axis" x={12} y={PAD.top + plotHeight / 2} transform={`rotate(-90 12 ${PAD.top + plotHeight / 2})`} textAnchor="middle">
          {yLabel}
        </text>
        {series.map((line, index) => {
          const stroke = STROKES[index % STROKES.length];
          const marker = MARKERS[index % MARKERS.length];
          const sorted = [...line.points].sort((a, b) => a.x - b.x);
          return (
            <g key={line.name} className={`sl-chart__line ${stroke}`}>
              <polyline fill="none" points={sorted.map((point) => `${sx(point.x)},${sy(point.y)}`).join(' ')} />
              {sorted.map((point, at) =>
                marker === 'circle' ? (
                  <circle key={at} cx={sx(point.x)} cy={sy(point.y)} r={4}>
                    <title>{point.label}</title>
                  </circle>
                ) : (
                  <rect key={at} x={sx(point.x) - 4} y={sy(point.y) - 4} width={8} height={8}>
                    <title>{point.label}</title>
                  </rect>
                ),
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="sl-chart__legend" aria-hidden="true">
        {series.map((line, index) => (
          <span key={line.name} className={`sl-chart__key ${STROKES[index % STROKES.length]}`}>
            <span className={`sl-chart__swatch sl-chart__swatch--${MARKERS[index % MARKERS.length]}`} /> {line.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
