/**
 * Completes, in the OpenAPI document, the contracts that carry a form's document (`x-form`, contracts/shapes.ts):
 * each lists every property of its form as this server has it (src/engine/core/answer-properties.ts) beside its
 * own, and no others. Fastify validates and writes with the contract as written (open: a property added to the
 * form travels with no code change); the document describes what travels (a read answer: the form's read view,
 * `x-form-view`), so a client generated from it knows
 * every field and the contract tests hold each real answer to it.
 */
import { X_FORM, X_FORM_VIEW } from '../../contracts/shapes';
import { answerProperties, listItemProperties, viewProperties } from '../../src/engine/core/answer-properties';
import { isRecord } from '../../src/lib/is-record';

type Schema = Record<string, unknown>;

export function completeFormContracts<T extends Schema>(document: T, schemaOf: (formId: string) => unknown): T {
  const components = isRecord(document.components) ? document.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  for (const component of Object.values(schemas)) {
    if (!isRecord(component) || typeof component[X_FORM] !== 'string') continue;
    const own = isRecord(component.properties) ? component.properties : {};
    const schema = schemaOf(component[X_FORM]);
    const view = component[X_FORM_VIEW];
    const form = view === 'record' ? viewProperties(schema) : view === 'item' ? listItemProperties(schema) : answerProperties(schema);
    component.properties = { ...form, ...own };
    component.additionalProperties = false;
  }
  return document;
}
