import type Ajv from 'ajv';
import ajvErrorsModule from 'ajv-errors';
import { ANNOTATION_OBJECT_KEYWORDS, FORMATS, METADATA_KEYWORDS } from './ajv-options.ts';
import { CARRY_FORWARD_KEYWORD } from './carry-forward.ts';
import { dateMaximumKeyword, dateMinimumKeyword } from './date-bounds.ts';
import { READ_ANNOTATION_KEYWORDS } from './read-annotations.ts';
import { ALERT_KEYWORD } from './record-alerts.ts';
import { uniqueItemsKeyword } from './unique-items.ts';

// ajv-errors is CommonJS; under Node's ESM loader its function arrives as `.default`.
type AjvPlugin = (ajv: Ajv) => Ajv;
const ajvErrors: AjvPlugin =
  (ajvErrorsModule as unknown as { default?: AjvPlugin }).default ?? (ajvErrorsModule as unknown as AjvPlugin);

/**
 * Adds what every Sightline ajv instance has: custom formats, metadata keywords, a linear-time `uniqueItems`,
 * the date bounds `dateMaximum`/`dateMinimum` (`"today"` or another field, src/engine/core/date-bounds.ts), the
 * read-view annotations `x-read-…` (read-annotations.ts), `x-carry-forward` (carry-forward.ts), `x-alert`
 * (record-alerts.ts) and `errorMessage` support.
 */
export function extendAjv(ajv: Ajv): Ajv {
  for (const [name, pattern] of Object.entries(FORMATS)) {
    ajv.addFormat(name, pattern);
  }
  for (const keyword of METADATA_KEYWORDS) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword, schemaType: ['string', 'number'] });
  }
  for (const keyword of ANNOTATION_OBJECT_KEYWORDS) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword, schemaType: 'object' });
  }
  if (ajv.getKeyword('uniqueItems') !== uniqueItemsKeyword) ajv.removeKeyword('uniqueItems').addKeyword(uniqueItemsKeyword);
  for (const keyword of [dateMaximumKeyword, dateMinimumKeyword, ...READ_ANNOTATION_KEYWORDS, CARRY_FORWARD_KEYWORD, ALERT_KEYWORD]) {
    if (!ajv.getKeyword(keyword.keyword as string)) ajv.addKeyword(keyword);
  }
  return ajvErrors(ajv);
}
