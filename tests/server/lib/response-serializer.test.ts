import { describe, expect, it } from 'vitest';
import { buildResponseSerializer, reachedSchemas } from '../../../server/lib/response-serializer';

const named = {
  IdRef: { $id: 'IdRef', type: 'integer' },
  Person: { $id: 'Person', type: 'object', properties: { id: { $ref: 'IdRef#' }, name: { type: 'string' } } },
  Visit: { $id: 'Visit', type: 'object', properties: { patient: { $ref: 'Person#' }, at: { $ref: '#/$defs/when' } } },
  Unrelated: { $id: 'Unrelated', type: 'object', properties: { x: { $ref: 'Missing#' } } },
};

describe('reachedSchemas', () => {
  it('follows named references through the named schemas they reach, and nothing else', () => {
    const reached = reachedSchemas({ type: 'array', items: { $ref: 'Visit#' } }, named);
    expect(Object.keys(reached).sort()).toEqual(['IdRef', 'Person', 'Visit']);
  });

  it('leaves out local references and names that are not registered', () => {
    expect(reachedSchemas({ properties: { a: { $ref: '#/$defs/a' }, b: { $ref: 'Nowhere#' } } }, named)).toEqual({});
  });

  it('stops on references that come back round', () => {
    const loop = { A: { $id: 'A', properties: { b: { $ref: 'B#' } } }, B: { $id: 'B', properties: { a: { $ref: 'A#' } } } };
    expect(Object.keys(reachedSchemas({ $ref: 'A#' }, loop)).sort()).toEqual(['A', 'B']);
  });
});

describe('buildResponseSerializer', () => {
  it('serializes a response through the named schemas it reaches', () => {
    const compile = buildResponseSerializer(named, {});
    const serialize = compile({ schema: { $ref: 'Person#' }, method: 'GET', url: '/', httpStatus: '200' }) as (data: unknown) => string;
    expect(JSON.parse(serialize({ id: 7, name: 'Ada', extra: 'dropped' }))).toEqual({ id: 7, name: 'Ada' });
  });

  it('compiles a named schema that refers to itself by its own name', () => {
    const tree = { Node: { $id: 'Node', type: 'object', properties: { name: { type: 'string' }, child: { $ref: 'Node#' } } } };
    const serialize = buildResponseSerializer(tree, {})({ schema: tree.Node, method: 'GET', url: '/', httpStatus: '200' }) as (d: unknown) => string;
    expect(JSON.parse(serialize({ name: 'a', child: { name: 'b' } }))).toEqual({ name: 'a', child: { name: 'b' } });
  });
});
