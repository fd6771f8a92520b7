/**
 * Rubric versions as the API answers them (`GET /api/grading/rubrics/{form}/`, the `rubric` of `GET
 * /api/grading/{appointment}/`): the schema bundled (shared definitions inlined), as the server stores it.
 */
import type { RubricVersion } from '../../../src/api/reviews';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { json } from './fetch-mock';

/** The shipped version of a rubric form, as recorded from its schema file. */
export function shippedRubric(form: RubricVersion['form'], id = form === 'final-grading' ? 1 : 2): RubricVersion {
  const files = loadFormFiles(form);
  return {
    id,
    form,
    version: files.version,
    schema: structuredClone(files.schema) as Record<string, unknown>,
    ui: structuredClone(files.uiSchema) as Record<string, unknown>,
    source: 'file',
    created_by: null,
    created_by_name: null,
    created_at: '2026-11-01T00:00:00.000Z',
  };
}

/** The rubrics reads (`/api/grading/rubrics/{form}/`) answering `current` for each form (the shipped ones by default). */
export function rubricRoutes(current: Partial<Record<RubricVersion['form'], RubricVersion>> = {}) {
  const answer = (form: RubricVersion['form']) => () => {
    const version = current[form] ?? shippedRubric(form);
    const { schema: _schema, ui: _ui, ...summary } = version;
    return json({ current: version, versions: [summary] });
  };
  return { '/api/grading/rubrics/final-grading/': answer('final-grading'), '/api/grading/rubrics/section-marks/': answer('section-marks') };
}

type Json = Record<string, unknown>;
type Section = Json & { properties: Record<string, Json>; required: string[]; errorMessage: { required: Record<string, string> } };

/**
 * A version as the rubric editor saves it: Case History's maximum 5 → 8 and a Section B item 'Hygiene' (`hygiene`,
 * maximum 4) added; totals 68 + 39 = 107.
 */
export function newRubricVersion(id = 3, version = '1.9.0'): RubricVersion {
  const shipped = shippedRubric('final-grading');
  const schema = shipped.schema as Json & { properties: Record<string, Section> };
  const a = schema.properties.section_a!;
  const b = schema.properties.section_b!;
  a.properties.case_history = { ...a.properties.case_history, maximum: 8 };
  a.totalMaximum = 68;
  b.properties.hygiene = { ...b.properties.diagnosis, title: 'Hygiene', maximum: 4 };
  b.required = [...b.required, 'hygiene'];
  b.errorMessage = { ...b.errorMessage, required: { ...b.errorMessage.required, hygiene: 'Please fill all scores before submitting' } };
  b.totalMaximum = 39;
  schema.totalMaximum = 107;
  schema.version = version;
  return { ...shipped, id, version, schema, source: 'app', created_by_name: 'Dr Adjei', created_at: '2026-11-22T08:00:00.000Z' };
}
