/**
 * The values a patient's trends follow over visits, as a form's schema marks them: a top-level property annotated
 * `x-trend: {series, eye, …}` is one series' value for one eye; the annotation's other members name the sibling
 * property that qualifies the value (`chart`: the VA chart it is written in; `method`: how a pressure was taken).
 */

/** One annotated property of a form. */
export interface TrendField {
  /** The property holding the value. */
  property: string;
  /** The series it belongs to, e.g. `visual_acuity` or `iop`. */
  series: string;
  eye: string;
  /** Qualifier name → the sibling property holding it (e.g. `{chart: 'va_chart_used'}`). */
  qualifiers: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The properties of `schema` marked `x-trend`, in the schema's order. */
export function trendFields(schema: unknown): TrendField[] {
  const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
  const fields: TrendField[] = [];
  for (const [property, node] of Object.entries(properties)) {
    const trend = isRecord(node) ? node['x-trend'] : undefined;
    if (!isRecord(trend) || typeof trend.series !== 'string' || typeof trend.eye !== 'string') continue;
    const { series, eye, ...rest } = trend;
    const qualifiers = Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    fields.push({ property, series, eye, qualifiers });
  }
  return fields;
}
