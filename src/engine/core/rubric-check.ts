/**
 * The rubric check: what a grading form's schema must be before it is recorded as a version (a file imported at
 * start is checked by `npm run check:schemas`, a version saved in the rubric editor by this check on the server).
 * Pure; answers one message per problem, none when the rubric is sound.
 *
 * - the size bounds of `check:schemas` (every string, array and open object bounded);
 * - it compiles with the shared ajv configuration;
 * - final grading: at least one section, each with at least one item; every item a number with `minimum` 0, a
 *   positive `maximum` and a positive `multipleOf`; each declared `totalMaximum` (a section's, and the root's
 *   for all sections) equals the sum of the maxima;
 * - section marks: its `marks` is such an item.
 */
import { createAjv } from './create-ajv';
import { isNumericSchema, resolveLocalRef, roundHundredths, rubricOf } from './rubric';
import { checkBounds, type Json } from './schema-bounds';

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function checkItem(item: unknown, where: string): string[] {
  if (!isRecord(item) || !isNumericSchema(item)) return [`the item at ${where} must be a number`];
  const problems: string[] = [];
  if (item.minimum !== 0) problems.push(`the item at ${where} must have minimum 0`);
  if (!positive(item.maximum)) problems.push(`the item at ${where} must have a positive maximum`);
  if (!positive(item.multipleOf)) problems.push(`the item at ${where} must have a positive multipleOf (its step)`);
  return problems;
}

function checkFinalGrading(schema: Json): string[] {
  const problems: string[] = [];
  const properties = isRecord(schema.properties) ? schema.properties : {};
  let sections = 0;
  let sum = 0;
  for (const [key, raw] of Object.entries(properties)) {
    const section = resolveLocalRef(schema, raw);
    if (!isRecord(section) || section.type !== 'object') continue;
    sections += 1;
    const items = Object.entries(isRecord(section.properties) ? section.properties : {});
    if (items.length === 0) problems.push(`the section at #/properties/${key} has no item`);
    for (const [itemKey, item] of items) {
      problems.push(...checkItem(resolveLocalRef(schema, item), `#/properties/${key}/properties/${itemKey}`));
    }
  }
  if (sections === 0) problems.push('the rubric has no section');
  for (const section of rubricOf(schema)) {
    sum += section.maximum;
    if (section.totalMaximum !== null && roundHundredths(section.totalMaximum) !== section.maximum) {
      problems.push(
        `the items of ${section.title} add up to ${section.maximum}, not its totalMaximum ${section.totalMaximum}`,
      );
    }
  }
  if (schema.totalMaximum !== undefined && roundHundredths(Number(schema.totalMaximum)) !== roundHundredths(sum)) {
    problems.push(`the sections add up to ${roundHundredths(sum)}, not the rubric's totalMaximum ${String(schema.totalMaximum)}`);
  }
  return problems;
}

function checkSectionMarks(schema: Json): string[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  return checkItem(resolveLocalRef(schema, properties.marks), '#/properties/marks');
}

/** The problems of `schema` (and `ui`) as a version of the grading form `form`; empty when it is sound. */
export function checkRubric(form: 'final-grading' | 'section-marks', schema: unknown, ui: unknown): string[] {
  if (!isRecord(schema) || schema.type !== 'object') return ['the rubric must be a JSON Schema of type object'];
  const problems: string[] = [];
  if (!isRecord(ui)) problems.push('the UI schema must be an object');
  problems.push(...checkBounds(schema).map((problem) => problem.replace(/^schema: /, '')));
  try {
    createAjv().compile(schema);
  } catch (error) {
    problems.push(`does not compile: ${(error as Error).message}`);
  }
  problems.push(...(form === 'final-grading' ? checkFinalGrading(schema) : checkSectionMarks(schema)));
  return problems;
}
