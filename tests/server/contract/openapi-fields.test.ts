/**
 * Contract: every JSON request body and every 2xx JSON answer of the OpenAPI document is described with its
 * fields (docs/api.md, "Contracts"): an object lists its properties, a list describes its items, a choice describes
 * each option — nowhere an object that says nothing of what it holds. A client generated from the document can be
 * written against every operation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRecord } from '../../../src/lib/is-record';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Json = Record<string, unknown>;

let t: TestApp;
let doc: Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
});
afterAll(async () => {
  await t?.close();
});

const PREFIX = '#/components/schemas/';

/** Why `schema` does not say what it holds, or null when it does. */
export function undescribed(schema: unknown, components: Record<string, Json>, seen = new Set<string>()): string | null {
  if (!isRecord(schema)) return 'no schema';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(PREFIX.length);
    if (seen.has(name)) return null;
    return undescribed(components[name], components, new Set([...seen, name]));
  }
  for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = schema[keyword];
    if (Array.isArray(options)) {
      for (const option of options) {
        const why = undescribed(option, components, seen);
        if (why) return `${keyword}: ${why}`;
      }
      return null;
    }
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array')) return schema.items === undefined ? 'a list without items' : undescribed(schema.items, components, seen);
  if (types.includes('object') || isRecord(schema.properties)) {
    return isRecord(schema.properties) && Object.keys(schema.properties).length > 0 ? null : 'an object without properties';
  }
  if (types.some((type) => typeof type === 'string')) return null;
  return 'no type';
}

function gaps(): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const body = (operation.requestBody as Json | undefined)?.content as Record<string, { schema?: unknown }> | undefined;
      const bodyWhy = body?.['application/json'] ? undescribed(body['application/json'].schema, doc.components.schemas) : null;
      if (bodyWhy) out.push(`${method.toUpperCase()} ${path} body: ${bodyWhy}`);
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        const content = response.content as Record<string, { schema?: unknown }> | undefined;
        if (!status.startsWith('2') || !content?.['application/json']) continue;
        const why = undescribed(content['application/json'].schema, doc.components.schemas);
        if (why) out.push(`${method.toUpperCase()} ${path} ${status}: ${why}`);
      }
    }
  }
  return out;
}

describe('OpenAPI fields', () => {
  it('tells an undescribed shape from a described one', () => {
    const components = { Named: { type: 'object', properties: { a: { type: 'string' } } }, Empty: { type: 'object' } };
    expect(undescribed({ $ref: `${PREFIX}Named` }, components)).toBeNull();
    expect(undescribed({ type: 'array', items: { $ref: `${PREFIX}Named` } }, components)).toBeNull();
    expect(undescribed({ $ref: `${PREFIX}Empty` }, components)).toBe('an object without properties');
    expect(undescribed({ type: 'object', maxProperties: 50 }, components)).toBe('an object without properties');
    expect(undescribed({ type: 'array' }, components)).toBe('a list without items');
    expect(undescribed({ oneOf: [{ $ref: `${PREFIX}Named` }, { type: 'object' }] }, components)).toBe('oneOf: an object without properties');
  });

  it('describes every JSON request body and 2xx JSON answer with its fields', () => {
    expect(gaps()).toEqual([]);
  });
});
