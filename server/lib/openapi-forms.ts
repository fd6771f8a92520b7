/**
 * Completes, in the OpenAPI document, the contracts that carry a form's document (`x-form`, contracts/shapes.ts):
 * each lists every property of its form as this server has it (src/engine/core/answer-properties.ts) beside its
 * own, and no others. Fastify validates and writes with the contract as written (open: a property added to the
 * form travels with no code change); the document describes what travels, so a client generated from it knows
 * every field and the contract tests hold each real answer to it.
 */
import { X_FORM } from '../../contracts/shapes';
import { answerProperties } from '../../src/engine/core/answer-properties';
import { isRecord } from '../../src/lib/is-record';

type Schema = Record<string, unknown>;

export function completeFormContracts<T extends Schema>(document: T, schemaOf: (formId: string) => unknown): T {
  const components = isRecord(document.components) ? document.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  for (const component of Object.values(schemas)) {
    if (!isRecord(component) || typeof component[X_FORM] !== 'string') continue;
    const own = isRecord(component.properties) ? component.properties : {};
    component.properties = { ...answerProperties(schemaOf(component[X_FORM])), ...own };
    component.additionalProperties = false;
  }
  return document;
}
