/**
 * Contract: the external and internal examination catalogue (consultation §2, §7: `GET
 * tests/api/examination-conditions/?type=external|internal`) answers the spec's arrangement — main groups, each with
 * its subgroups, each with its conditions — and holds every condition of the reference file exactly once.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

interface FileCondition {
  name: string;
  grading_scale: string | null;
  per_eye: boolean;
  options?: string[];
  value_type?: string;
  normal?: true | string;
}
interface FileGroup {
  group: string;
  subgroups: { name: string; conditions: FileCondition[] }[];
}
interface Condition {
  id: number;
  name: string;
  [flag: string]: unknown;
}
interface Subgroup {
  id: number;
  name: string;
  conditions: Condition[];
}
interface Group {
  id: number;
  name: string;
  type: string;
  subgroups: Subgroup[];
}

const file = JSON.parse(readFileSync(new URL('../../../refdata/examination-conditions.json', import.meta.url), 'utf8')) as Record<
  'external' | 'internal',
  FileGroup[]
>;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
});

async function catalogue(query: string): Promise<Group[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/tests/api/examination-conditions/${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Group[];
}

const conditionsOf = (groups: Group[]) => groups.flatMap((group) => group.subgroups.flatMap((subgroup) => subgroup.conditions));

describe('examination catalogue, nested', () => {
  it.each(['external', 'internal'] as const)('?type=%s: main groups → subgroups → conditions, as in the reference file', async (type) => {
    const groups = await catalogue(`?type=${type}`);
    expect(groups.map((group) => group.name)).toEqual(file[type].map((group) => group.group));
    for (const [g, group] of groups.entries()) {
      const source = file[type][g]!;
      expect(Object.keys(group).sort()).toEqual(['id', 'name', 'subgroups', 'type']);
      expect(group).toMatchObject({ id: expect.any(Number), name: source.group, type });
      expect(group.subgroups.map((subgroup) => subgroup.name)).toEqual(source.subgroups.map((subgroup) => subgroup.name));
      for (const [s, subgroup] of group.subgroups.entries()) {
        expect(Object.keys(subgroup).sort()).toEqual(['conditions', 'id', 'name']);
        expect(subgroup.id).toEqual(expect.any(Number));
        expect(subgroup.conditions).toEqual(
          source.subgroups[s]!.conditions.map((condition) => ({
            id: expect.any(Number),
            name: condition.name,
            group_name: source.group,
            subgroup: source.subgroups[s]!.name,
            type,
            per_eye: condition.per_eye,
            options: condition.options ?? [],
            grading_scale: condition.grading_scale,
            value_type: condition.value_type ?? null,
            normal: condition.normal ?? null,
          })),
        );
      }
    }
  });

  it('holds every condition once, in one type only; group and subgroup ids are unique and the same whatever the filter', async () => {
    const external = await catalogue('?type=external');
    const internal = await catalogue('?type=internal');
    const all = await catalogue('');
    expect(all).toEqual([...external, ...internal]);

    const ids = conditionsOf(all).map((condition) => condition.id);
    expect(new Set(ids).size).toBe(ids.length);
    const inFile = [...file.external, ...file.internal].flatMap((group) => group.subgroups).reduce((n, s) => n + s.conditions.length, 0);
    expect(ids).toHaveLength(inFile);
    const externalIds = new Set(conditionsOf(external).map((condition) => condition.id));
    expect(conditionsOf(internal).some((condition) => externalIds.has(condition.id))).toBe(false);

    const groupIds = all.map((group) => group.id);
    expect(new Set(groupIds).size).toBe(groupIds.length);
    const subgroupIds = all.flatMap((group) => group.subgroups.map((subgroup) => subgroup.id));
    expect(new Set(subgroupIds).size).toBe(subgroupIds.length);
  });

  it('the same conditions are still available as one flat list under ?flat=1', async () => {
    for (const type of ['external', 'internal'] as const) {
      const flat = await catalogue(`?type=${type}&flat=1`);
      expect(flat).toEqual(conditionsOf(await catalogue(`?type=${type}`)));
    }
  });

  it('refuses an unknown type or flag value', async () => {
    for (const query of ['?type=External', '?type=both', '?flat=yes', '?kind=external']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/tests/api/examination-conditions/${query}`, headers: bearer(token) });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
