/**
 * GET /api/clients/api/search/?search=: partial, case-insensitive matches on names, readable id and phones,
 * ranked exact → prefix → substring, ties by last then first name; at most 50. Both ways of reading a matcher
 * (server/db/repositories/patient-search.ts) must give the same answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatientSearch } from '../../../server/db/repositories/patient-search';
import type { PatientRecord } from '../../../server/db/tables/patients';
import { createPatient } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
const p: Record<string, PatientRecord> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'coordinator')).access;
  const people: [string, Parameters<typeof createPatient>[1]][] = [
    ['kwameMensah', { first_name: 'Kwame', last_name: 'Mensah', primary_phone: '0244000001' }],
    ['amaMensah', { first_name: 'Ama', last_name: 'Mensah', other_names: 'Serwaa', primary_phone: '0244000002', alternate_phone: '0501234567' }],
    ['kofiAmankwah', { first_name: 'Kofi', last_name: 'Amankwah', primary_phone: '0209999999' }],
    ['yawAsamoah', { first_name: 'Yaw', last_name: 'Asamoah', other_names: 'Kwame', primary_phone: '0277000123' }],
    ['efuaBoateng', { first_name: 'Efua', last_name: 'Boateng', primary_phone: '0551234567' }],
    ['akosuaKwakye', { first_name: 'Akosua', last_name: 'Kwakye', primary_phone: '0540244000' }],
    ['amaOwusu', { first_name: 'Ama', last_name: 'Owusu', primary_phone: '0266000001' }],
    ['abenaOwusu', { first_name: 'Abena', last_name: 'Owusu Ansah', primary_phone: '0266000002' }],
    ['kwabenaAmoah', { first_name: 'Kwabena', last_name: 'Amoah', primary_phone: '0230000042' }],
  ];
  for (const [key, fields] of people) p[key] = await createPatient(t.app, fields);
  // Many patients with the same name, to fill more than one page of answers.
  for (let i = 0; i < 60; i++) await createPatient(t.app, { first_name: 'Zainab', last_name: i % 2 ? 'Zakaria' : 'Salifu' });
});
afterAll(async () => {
  await t?.close();
});

async function search(query: string | null): Promise<{ id: number; first_name: string; last_name: string }[]> {
  const url = query === null ? '/api/clients/api/search/' : `/api/clients/api/search/?search=${encodeURIComponent(query)}`;
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = async (query: string) => (await search(query)).map((row) => row.id);
const of = (...keys: string[]) => keys.map((key) => p[key]!.id);

describe('patient search', () => {
  it('answers [] for a blank or missing text', async () => {
    for (const query of [null, '', '   ']) expect(await search(query)).toEqual([]);
  });

  it('answers patients in the read shape', async () => {
    const [first] = await search(p.efuaBoateng!.patient_id);
    expect(first).toMatchObject({ id: p.efuaBoateng!.id, patient_id: p.efuaBoateng!.patient_id, first_name: 'Efua', age: expect.any(Number) });
    expect(Object.keys(first!)).toContain('registration_date');
  });

  it('ignores letter case and surrounding or repeated spaces', async () => {
    const expected = of('amaMensah', 'kwameMensah');
    for (const query of ['mensah', 'MENSAH', '  MeNsAh ']) expect(await ids(query), query).toEqual(expected);
    expect(await ids('ama   mensah')).toEqual(await ids('Ama Mensah'));
  });

  it('finds part of a name anywhere, after names that start with it', async () => {
    // "kwa": first names Kwame, Kwabena, last name Kwakye start with it (rank 1, by last name, then first); then
    // other name Kwame (rank 2); Amankwah only contains it (rank 3).
    expect(await ids('kwa')).toEqual(of('kwabenaAmoah', 'akosuaKwakye', 'kwameMensah', 'yawAsamoah', 'kofiAmankwah'));
    expect(await ids('ensa')).toEqual(of('amaMensah', 'kwameMensah'));
    expect(await ids('serwaa')).toEqual(of('amaMensah'));
  });

  it('matches every word of a query, a full name that starts with it first', async () => {
    // "ama owusu" starts Ama Owusu's full name; Abena Owusu Ansah has no "ama"; Ama Mensah no "owusu".
    expect(await ids('ama owusu')).toEqual(of('amaOwusu'));
    expect(await ids('owusu ama')).toEqual(of('amaOwusu'));
    expect(await ids('owusu ansah')).toEqual(of('abenaOwusu'));
    expect(await ids('mensah 0244')).toEqual(of('amaMensah', 'kwameMensah'));
  });

  it('puts an exact readable id or phone first, then prefixes, then other matches', async () => {
    const { kwabenaAmoah } = p;
    expect((await ids(kwabenaAmoah!.patient_id))[0]).toBe(kwabenaAmoah!.id);
    expect((await ids(kwabenaAmoah!.patient_id.toLowerCase()))[0]).toBe(kwabenaAmoah!.id);
    // A bare number is also read as a readable id.
    expect((await ids(String(kwabenaAmoah!.id)))[0]).toBe(kwabenaAmoah!.id);

    // 0244000001 is Kwame's phone exactly; no other phone starts with it.
    expect(await ids('0244000001')).toEqual(of('kwameMensah'));
    // "0244": two primary phones start with it; Akosua's phone only contains it.
    expect(await ids('0244')).toEqual([...of('amaMensah', 'kwameMensah'), ...of('akosuaKwakye')]);
    // The alternate phone counts too.
    expect(await ids('0501234567')).toEqual(of('amaMensah'));
    // Only contained: by last name.
    expect(await ids('1234567')).toEqual(of('efuaBoateng', 'amaMensah'));
  });

  it('finds by prefix only when the text is shorter than 3 characters', async () => {
    // "am": first names Ama, last names Amankwah, Amoah; "Kwame" and "Asamoah" only contain it.
    expect(await ids('am')).toEqual(of('kofiAmankwah', 'kwabenaAmoah', 'amaMensah', 'amaOwusu'));
    expect(await ids('k')).toEqual(of('kofiAmankwah', 'kwabenaAmoah', 'akosuaKwakye', 'kwameMensah', 'yawAsamoah'));
  });

  it('puts first- and last-name matches before other-name matches, and says where each row matched', async () => {
    // Adjei and Boakye sort before Mensah by last name, but "Mensah" is only among their other names.
    const adjei = await createPatient(t.app, { first_name: 'Kojo', last_name: 'Adjei', other_names: 'Mensah' });
    const boakye = await createPatient(t.app, { first_name: 'Afia', last_name: 'Boakye', other_names: 'Yaa Mensah' });
    const mensahFirst = await createPatient(t.app, { first_name: 'Mensah', last_name: 'Tetteh' });
    {
      const rows = (await search('Mensah')) as unknown as { id: number; matched_on: string[] }[];
      expect(rows.map((row) => row.id)).toEqual([...of('amaMensah', 'kwameMensah'), mensahFirst.id, adjei.id, boakye.id]);
      expect(rows.map((row) => row.matched_on)).toEqual([['name'], ['name'], ['name'], ['other_names'], ['other_names']]);
      const [byPhone] = (await search('mensah 0244000002')) as unknown as { matched_on: string[] }[];
      expect(byPhone!.matched_on).toEqual(['name', 'phone']);
      const [byId] = (await search(String(p.efuaBoateng!.id))) as unknown as { matched_on: string[] }[];
      expect(byId!.matched_on).toEqual(['patient_id']);
      expect(((await search('serwaa')) as unknown as { matched_on: string[] }[])[0]!.matched_on).toEqual(['other_names']);
    }
  });

  it('answers at most 50, by last name then first name', async () => {
    const rows = await search('zainab');
    expect(rows).toHaveLength(50);
    expect(rows.slice(0, 30).every((row) => row.last_name === 'Salifu')).toBe(true);
    expect(rows.slice(30).every((row) => row.last_name === 'Zakaria')).toBe(true);
    const salifu = rows.slice(0, 30).map((row) => row.id);
    expect(salifu).toEqual([...salifu].sort((a, b) => a - b));
  });

  it('treats LIKE wildcards, quotes and search syntax as plain text', async () => {
    for (const query of ['%', '%%%', '___', 'a_a', '"ama', 'ama"', 'kwa*', 'ama OR kofi', "o'brien", '\\']) {
      expect(await ids(query), query).toEqual([]);
    }
  });

  it('gives the same answer whichever way each matcher is read', async () => {
    const countPatients = () => t.app.repos.patients.count();
    const ways = [
      createPatientSearch(t.app.db, { countPatients }),
      createPatientSearch(t.app.db, { countPatients, denseThreshold: 0 }),
      createPatientSearch(t.app.db, { countPatients, denseThreshold: 2 }),
      createPatientSearch(t.app.db, { countPatients, denseThreshold: 1_000_000 }),
    ];
    for (const query of ['kwa', 'ensa', 'ama owusu', 'mensah 0244', '0244', '02', 'am', 'k', 'zainab', 'sl-0000', 'sl-00', 'serwaa', '1234567', 'nothing']) {
      const answers = await Promise.all(ways.map(async (way) => (await way.search(query)).map((row) => row.id)));
      for (const answer of answers.slice(1)) expect(answer, query).toEqual(answers[0]);
    }
  });
});
