/**
 * The rubric check: what a grading form's schema must be before it is recorded as a version (a version saved in the
 * rubric editor is checked on the server, a file of the schemas folder at start and by `npm run check:schemas`).
 * Pure; answers one message per problem, none when the rubric is sound.
 *
 * - the allow-list, schemas/meta/rubric.json: only the keywords the rubric editor produces, every bound finite (an
 *   item's maximum at most 1000, every text with a maxLength of at most 2000, no `pattern`, `format`,
 *   `patternProperties`, no `$ref` outside the document);
 * - what a schema cannot say: every `required` name is a property of its object, every `$ref` names a definition
 *   of the rubric, the maxima add up to a finite total;
 * - the size bounds of `check:schemas` (every string, array and open object bounded);
 * - it compiles with the shared ajv configuration;
 * - final grading: at least one section, each with at least one item; every item a number with `minimum` 0, a
 *   positive `maximum` and a positive `multipleOf`; each declared `totalMaximum` (a section's, and the root's
 *   for all sections) equals the sum of the maxima;
 * - section marks: its `marks` is such an item.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import rubricMeta from '../../../schemas/meta/rubric.json';
import { createAjv } from './create-ajv';
import { isNumericSchema, resolveLocalRef, roundHundredths, rubricOf } from './rubric';
import { checkBounds, type Json } from './schema-bounds';
import { isRecord } from '../../lib/is-record';

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

type RubricFormId = 'final-grading' | 'section-marks';
const META_ROOTS: Record<RubricFormId, string> = { 'final-grading': 'finalGrading', 'section-marks': 'sectionMarks' };
const metaValidators = new Map<RubricFormId, ValidateFunction>();

function metaValidator(form: RubricFormId): ValidateFunction {
  let validate = metaValidators.get(form);
  if (!validate) {
    const ajv = createAjv();
    ajv.addSchema(rubricMeta as object);
    validate = ajv.compile({ $ref: `${rubricMeta.$id}#/$defs/${META_ROOTS[form]}` });
    metaValidators.set(form, validate);
  }
  return validate;
}

/** One allow-list error as a message naming the place in the rubric (`#/properties/remarks`) and the keyword. */
function metaMessage(error: ErrorObject): string | null {
  if (error.keyword === 'if') return null;
  const at = `#${error.instancePath}`;
  if (error.keyword === 'additionalProperties') {
    const keyword = String((error.params as { additionalProperty?: unknown }).additionalProperty);
    return `${at}: "${keyword}" is not allowed in a rubric (the rubric editor does not use it)`;
  }
  if (error.keyword === 'required') {
    return `${at}: "${String((error.params as { missingProperty?: unknown }).missingProperty)}" is missing`;
  }
  if (error.keyword === 'propertyNames') return null;
  if (error.keyword === 'errorMessage') {
    const original = (error.params as { errors?: ErrorObject[] }).errors?.[0];
    if (original?.propertyName !== undefined) return `${at}: the name "${original.propertyName}" ${error.message ?? ''}`.trim();
  }
  return `${at}: ${error.message ?? `fails "${error.keyword}"`}`;
}

/** The allow-list's problems of `schema` as a rubric of `form`. */
function checkAllowList(form: RubricFormId, schema: Json): string[] {
  const validate = metaValidator(form);
  if (validate(schema)) return [];
  const messages = (validate.errors ?? []).map(metaMessage).filter((message): message is string => message !== null);
  return [...new Set(messages)];
}

/**
 * What the allow-list cannot say: every `required` name is a property of its object (a field the form never shows
 * or sends would block every grade), every `$ref` names a definition of the rubric, the maxima add up to a finite
 * number.
 */
function checkReachable(schema: Json): string[] {
  const problems: string[] = [];
  const visit = (node: Json, at: string) => {
    const properties = isRecord(node.properties) ? node.properties : {};
    for (const name of Array.isArray(node.required) ? node.required : []) {
      if (!Object.prototype.hasOwnProperty.call(properties, String(name))) {
        problems.push(`${at}: "required" names "${String(name)}", which is not one of its properties (it could never be sent)`);
      }
    }
    for (const [key, child] of Object.entries(properties)) {
      if (!isRecord(child)) continue;
      if (typeof child.$ref === 'string' && !isRecord(resolveLocalRef(schema, child))) {
        problems.push(`${at}/properties/${key}: "$ref" ${child.$ref} names no definition of the rubric`);
      }
      if (isRecord(child.properties)) visit(child, `${at}/properties/${key}`);
    }
  };
  visit(schema, '#');
  const sum = rubricOf(schema).reduce((total, section) => total + section.maximum, 0);
  if (!Number.isFinite(sum)) problems.push('#: the maxima do not add up to a finite total');
  return problems;
}

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
export function checkRubric(form: RubricFormId, schema: unknown, ui: unknown): string[] {
  if (!isRecord(schema) || schema.type !== 'object') return ['the rubric must be a JSON Schema of type object'];
  const problems: string[] = [];
  if (!isRecord(ui)) problems.push('the UI schema must be an object');
  // Nothing else is read (nor compiled) from a schema outside the allow-list.
  const refused = checkAllowList(form, schema);
  if (refused.length > 0) return [...problems, ...refused];
  const unreachable = checkReachable(schema);
  if (unreachable.length > 0) return [...problems, ...unreachable];
  problems.push(...checkBounds(schema).map((problem) => problem.replace(/^schema: /, '')));
  try {
    createAjv().compile(schema);
  } catch (error) {
    problems.push(`does not compile: ${(error as Error).message}`);
  }
  problems.push(...(form === 'final-grading' ? checkFinalGrading(schema) : checkSectionMarks(schema)));
  return problems;
}
