import { describe, expect, it } from 'vitest';
import { errorsAsJson, nameTitledSchemas } from '../../../server/lib/openapi-document';

const item = { title: 'Item', type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };

function documentWith(responses: Record<string, unknown>, requestBody?: unknown) {
  return {
    openapi: '3.1.0',
    paths: { '/api/x/': { get: { responses, ...(requestBody ? { requestBody } : {}) } } },
    components: { schemas: { ErrorDetail: { type: 'object', properties: { detail: { type: 'string' } } } } as Record<string, unknown> },
  };
}

const json = (schema: unknown) => ({ description: 'ok', content: { 'application/json': { schema } } });

describe('nameTitledSchemas', () => {
  it('moves titled schemas, nested ones too, into components and refers to them', () => {
    const page = { title: 'ItemPage', type: 'object', properties: { results: { type: 'array', items: item } } };
    const doc = nameTitledSchemas(documentWith({ 200: json(page) }, { content: { 'application/json': { schema: item } } }));
    const operation = doc.paths['/api/x/'].get as unknown as { responses: Record<string, ReturnType<typeof json>>; requestBody: ReturnType<typeof json> };
    expect(operation.responses['200']!.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ItemPage' });
    expect(operation.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Item' });
    expect(doc.components.schemas).toEqual({
      ErrorDetail: { type: 'object', properties: { detail: { type: 'string' } } },
      Item: item,
      ItemPage: { ...page, properties: { results: { type: 'array', items: { $ref: '#/components/schemas/Item' } } } },
    });
  });

  it('keeps a description every use shares on the component, and others beside their $ref', () => {
    const shared = nameTitledSchemas(documentWith({ 200: json({ ...item, description: 'An item.' }), 201: json({ ...item, description: 'An item.' }) }));
    expect(shared.components.schemas.Item).toEqual({ ...item, description: 'An item.' });

    const own = nameTitledSchemas(documentWith({ 200: json({ ...item, description: 'The first.' }), 201: json(item) }));
    expect(own.components.schemas.Item).toEqual(item);
    const responses = (own.paths['/api/x/'].get as unknown as { responses: Record<string, ReturnType<typeof json>> }).responses;
    expect(responses['200']!.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Item', description: 'The first.' });
    expect(responses['201']!.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Item' });
  });

  it('refuses two different shapes under one title, or a title that is a shared schema $id', () => {
    const other = { ...item, required: [] };
    expect(() => nameTitledSchemas(documentWith({ 200: json(item), 201: json(other) }))).toThrow('two different schemas are titled "Item"');
    expect(() => nameTitledSchemas(documentWith({ 200: json({ ...item, title: 'ErrorDetail' }) }))).toThrow('"ErrorDetail"');
  });

  it('documents a titled form without a type (multipart parts) as an object', () => {
    const form = { title: 'Upload', properties: { file: { contentMediaType: 'application/octet-stream' } } };
    const doc = nameTitledSchemas(documentWith({ 200: json(item) }, { content: { 'multipart/form-data': { schema: form } } }));
    expect(doc.components.schemas.Upload).toEqual({ type: 'object', ...form });
  });
});

describe('errorsAsJson', () => {
  it('documents the error answers of a route that sends files as JSON', () => {
    const binary = { type: 'string', format: 'binary' };
    const error = { $ref: '#/components/schemas/ErrorDetail' };
    const doc = errorsAsJson(
      documentWith({
        200: { description: 'bytes', content: { 'image/*': { schema: binary }, 'application/pdf': { schema: binary } } },
        404: { description: 'x', content: { 'image/*': { schema: error }, 'application/pdf': { schema: error } } },
      }),
    );
    const responses = (doc.paths['/api/x/'].get as unknown as { responses: Record<string, { content: Record<string, unknown> }> }).responses;
    expect(Object.keys(responses['200']!.content)).toEqual(['image/*', 'application/pdf']);
    expect(responses['404']!.content).toEqual({ 'application/json': { schema: error } });
  });
});
