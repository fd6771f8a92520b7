import { describe, expect, it } from 'vitest';
import { form as extraTest } from 'virtual:form/extra-test';
import { requiredMessage } from '../../../src/engine/core/required-message';

describe('requiredMessage: the schema\'s text for a missing property', () => {
  it("reads the extra test's 'Test name and file are required.' from the schema (root and else branch)", () => {
    expect(requiredMessage(extraTest.schema, 'name')).toBe('Test name and file are required.');
    expect(requiredMessage(extraTest.schema, 'file')).toBe('Test name and file are required.');
    // A property required only in the then branch.
    expect(requiredMessage(extraTest.schema, 'method')).toBe('This field is required.');
  });

  it("falls back to the engine's plain message when the schema gives none", () => {
    expect(requiredMessage({ type: 'object', properties: { a: { type: 'string' } } }, 'a')).toBe('This field is required.');
    expect(requiredMessage(undefined, 'a')).toBe('This field is required.');
  });

  it('follows a changed schema text, so the text lives only in the schema', () => {
    const schema = structuredClone(extraTest.schema) as Record<string, unknown>;
    schema.errorMessage = { required: { name: 'Choose a test.' } };
    expect(requiredMessage(schema, 'name')).toBe('Choose a test.');
  });
});
