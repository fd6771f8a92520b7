import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

interface BodySchema {
  required?: string[];
  properties: Record<string, { maxItems?: number }>;
}

/** A body schema with its `$ref` to `components.schemas` followed (bodies are named components). */
function resolved(doc: { components: { schemas: Record<string, unknown> } }, schema: { $ref?: string }): BodySchema {
  return (schema.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema) as BodySchema;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('OpenAPI document', () => {
  it('is public and lists the auth paths with their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/auth/auth/jwt/create/', 'post'],
      ['/api/auth/jwt/refresh/', 'post'],
      ['/api/auth/auth/users/me/', 'get'],
      ['/api/auth/api/check-session/', 'get'],
      ['/api/auth/api/logout/', 'post'],
      ['/api/health/', 'get'],
    ]) {
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
    }
    const login = doc.paths['/api/auth/auth/jwt/create/'].post;
    expect(login.security).toEqual([]);
    expect(resolved(doc, login.requestBody.content['application/json'].schema).required).toEqual(['username', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
    expect(doc.paths['/api/docs/openapi.json']).toBeUndefined();
  });

  it('documents the consultation, reference data and file routes with their parameters and answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    for (const [path, method, status] of [
      ['/api/tests/api/case-history/', 'post', '201'],
      ['/api/tests/api/case-history/{id}/', 'get', '200'],
      ['/api/tests/api/visual-acuity/{appointment}/', 'get', '200'],
      ['/api/tests/api/external-observations/{appointment}/', 'post', '201'],
      ['/api/tests/api/refraction/{id}/', 'post', '201'],
      ['/api/tests/extra-tests/{id}/', 'get', '200'],
      ['/api/diagnosis/{id}/view/', 'get', '200'],
      ['/api/management/{id}/', 'post', '201'],
      ['/api/tests/api/patient-history/latest/', 'get', '200'],
      ['/api/tests/conditions', 'get', '200'],
      ['/api/pharmacy/api/medications/', 'get', '200'],
      ['/api/files/', 'post', '201'],
      ['/api/files/{id}/', 'get', '200'],
      ['/api/summary/api/dashboard/', 'get', '200'],
      ['/api/clients/api/patients/', 'get', '200'],
      ['/api/clients/api/patients/', 'post', '201'],
      ['/api/clients/api/patient-detail/{id}/', 'get', '200'],
      ['/api/clients/api/search/', 'get', '200'],
      ['/api/clients/api/update-patient/{id}/', 'put', '200'],
      ['/api/clients/api/{id}/appointments/', 'get', '200'],
      ['/api/clients/api/appointments/', 'get', '200'],
      ['/api/clients/api/appointments/', 'post', '201'],
      ['/api/clients/api/appointments/today/', 'get', '200'],
      ['/api/clients/api/appointments/{id}/', 'get', '200'],
      ['/api/clients/api/{id}/complete/', 'patch', '200'],
      ['/api/clients/api/patient-detail/{id}/history/', 'get', '200'],
      ['/api/audit/api/events/', 'get', '200'],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining([status, '401', '403']));
    }
    const vaRead = doc.paths['/api/tests/api/visual-acuity/{appointment}/'].get;
    expect(vaRead.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'appointment', required: true }));
    expect(resolved(doc, vaRead.responses['200'].content['application/json'].schema).required).toContain('average_marks');
    const medications = doc.paths['/api/pharmacy/api/medications/'].get;
    expect(medications.parameters).toContainEqual(expect.objectContaining({ in: 'query', name: 'type', required: true }));
    expect(Object.keys(doc.paths['/api/files/'].post.requestBody.content)).toEqual(['multipart/form-data']);
    const patient = resolved(doc, doc.paths['/api/clients/api/patient-detail/{id}/'].get.responses['200'].content['application/json'].schema);
    expect(patient.required).toEqual(expect.arrayContaining(['patient_id', 'age', 'insurance_type', 'registration_date', 'hospitalId']));
    expect(Object.keys(doc.paths['/api/management/{id}/'].post.responses)).toContain('409');
    const events = doc.paths['/api/audit/api/events/'].get;
    expect(events.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'action',
      'from',
      'page',
      'page_size',
      'patient',
      'patient_id',
      'to',
      'user',
      'username',
    ]);
    expect(resolved(doc, events.responses['200'].content['application/json'].schema).properties.results?.maxItems).toBe(100);
    const list = doc.paths['/api/clients/api/patients/'].get;
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['page', 'page_size']);
  });
});
