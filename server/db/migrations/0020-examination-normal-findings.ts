/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * `examination_conditions.normal`: what the examination group's normal finding is (docs/decisions.md, "'All normal
 * (OU)': the catalogue's normal findings"): null for an ordinary finding, the JSON text `true` when the condition
 * itself is the normal finding (recorded as present), or the JSON text of the option that is normal. A database
 * seeded before it gets the normal findings the reference data named at this migration, and the two conditions it
 * added (groups that had no normal finding), after every other condition so that no id changes (the seed appends
 * them too: `appended` in the reference data); an empty one is filled by the seed from the reference data.
 */
import { sql, type Kysely } from 'kysely';

type Path = readonly [type: string, group: string, subgroup: string, name: string];

/** The normal findings of the catalogue as it stood: the condition and its normal value. */
const NORMAL: readonly (readonly [Path, true | string])[] = [
  [['external', 'Lids', 'Position', 'Normal position'], true],
  [['external', 'Lashes', 'Lashes', 'Normal lashes'], true],
  [['external', 'Conjunctiva', 'Bulbar', 'White and quiet conjunctiva'], true],
  [['external', 'Cornea', 'Clarity and epithelium', 'Clear cornea'], true],
  [['external', 'Anterior chamber', 'Depth', 'Central anterior chamber depth'], 'Normal'],
  [['external', 'Iris', 'Iris', 'Normal iris'], true],
  [['external', 'Pupils', 'Pupils', 'PERRLA (pupils equal, round, reactive to light and accommodation)'], true],
  [['internal', 'Lens', 'Lens', 'Clear lens'], true],
  [['internal', 'Vitreous', 'Vitreous', 'Clear vitreous'], true],
  [['internal', 'Optic disc', 'Size, colour and margins', 'Colour'], 'Pink / healthy'],
  [['internal', 'Optic disc', 'Size, colour and margins', 'Margins'], 'Distinct'],
  [['internal', 'Optic disc', 'Cupping and rim', 'Neuroretinal rim'], 'ISNT rule obeyed'],
  [['internal', 'Optic disc', 'Vessels at disc', 'Spontaneous venous pulsation'], 'Present'],
  [['internal', 'Macula', 'Macula', 'Foveal reflex'], 'Present'],
  [['internal', 'Vessels', 'Arteries and veins', 'Normal calibre and crossings'], true],
  [['internal', 'Periphery', 'Peripheral retina', 'Flat and attached 360 degrees'], true],
];

/** Conditions added as the normal finding of a group that had none. */
const ADDED: readonly Path[] = [
  ['external', 'Conjunctiva', 'Bulbar', 'White and quiet conjunctiva'],
  ['internal', 'Vessels', 'Arteries and veins', 'Normal calibre and crossings'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('examination_conditions').addColumn('normal', 'text').execute();
  const seeded = await db.selectFrom('examination_conditions').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  if (Number(seeded.n) === 0) return;
  for (const [type, group_name, subgroup, name] of ADDED) {
    const exists = await db
      .selectFrom('examination_conditions')
      .select('id')
      .where('type', '=', type)
      .where('group_name', '=', group_name)
      .where('subgroup', '=', subgroup)
      .where('name', '=', name)
      .executeTakeFirst();
    if (!exists) {
      await db
        .insertInto('examination_conditions')
        .values({ type, group_name, subgroup, name, grading_scale: null, per_eye: 1, options: '[]', value_type: null })
        .execute();
    }
  }
  for (const [[type, group_name, subgroup, name], normal] of NORMAL) {
    await db
      .updateTable('examination_conditions')
      .set({ normal: JSON.stringify(normal) })
      .where('type', '=', type)
      .where('group_name', '=', group_name)
      .where('subgroup', '=', subgroup)
      .where('name', '=', name)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const [type, group_name, subgroup, name] of ADDED) {
    await db
      .deleteFrom('examination_conditions')
      .where('type', '=', type)
      .where('group_name', '=', group_name)
      .where('subgroup', '=', subgroup)
      .where('name', '=', name)
      .execute();
  }
  await db.schema.alterTable('examination_conditions').dropColumn('normal').execute();
}
