/**
 * Migration 0020 over an examination catalogue seeded before it: the normal findings of the reference data are
 * marked (true, or the normal option), the two conditions added as the normal finding of a group that had none are
 * inserted after every other one (no id changes), and every other condition is no normal finding. An empty catalogue is left to the seed.
 */
import { describe, expect, it } from 'vitest';
import { atMigration } from './helpers/migration-db';

const condition = (type: string, group_name: string, subgroup: string, name: string, options: string[] = []) => ({
  type,
  group_name,
  subgroup,
  name,
  grading_scale: null,
  per_eye: 1,
  options: JSON.stringify(options),
  value_type: null,
});

describe('migration 0020 on a seeded examination catalogue', () => {
  it('marks the normal findings and adds the missing ones, leaving other conditions as they were', async () => {
    await atMigration('0019-operations-documents', async ({ db, migrateTo }) => {
      await db
        .insertInto('examination_conditions')
        .values([
          condition('external', 'Lids', 'Position', 'Normal position'),
          condition('external', 'Lids', 'Position', 'Ptosis', ['Mild', 'Moderate', 'Severe']),
          condition('internal', 'Optic disc', 'Size, colour and margins', 'Colour', ['Pink / healthy', 'Pallor - sectoral']),
          condition('external', 'Conjunctiva', 'Bulbar', 'Chemosis'),
        ])
        .execute();

      await migrateTo();

      const rows = await db.selectFrom('examination_conditions').select(['name', 'group_name', 'normal']).orderBy('id').execute();
      expect(rows).toEqual([
        { name: 'Normal position', group_name: 'Lids', normal: 'true' },
        { name: 'Ptosis', group_name: 'Lids', normal: null },
        { name: 'Colour', group_name: 'Optic disc', normal: '"Pink / healthy"' },
        { name: 'Chemosis', group_name: 'Conjunctiva', normal: null },
        { name: 'White and quiet conjunctiva', group_name: 'Conjunctiva', normal: 'true' },
        { name: 'Normal calibre and crossings', group_name: 'Vessels', normal: 'true' },
      ]);

      await migrateTo('0019-operations-documents');
      expect(await db.selectFrom('examination_conditions').select('name').orderBy('id').execute()).toHaveLength(4);
    });
  });

  it('adds nothing to an empty catalogue (the seed fills it from the reference data)', async () => {
    await atMigration('0019-operations-documents', async ({ db, migrateTo }) => {
      await migrateTo();
      expect(await db.selectFrom('examination_conditions').selectAll().execute()).toEqual([]);
    });
  });
});
