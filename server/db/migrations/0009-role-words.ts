/**
 * Frozen: never edit once released; add a new migration instead. Uses only kysely, never app code.
 * Roles are stored as the specification's words (platform §1), in lower case: `systems administrator`,
 * `hospital administrator`, `lecturer`, `student`, `coordinator`. Accounts stored with the earlier ids
 * (`systems_admin`, `hospital_admin`) or with a role in another letter case or with stray spaces are rewritten
 * to those words, so that the one stored form is the one answered and compared.
 */
import { sql, type Kysely } from 'kysely';

/** Earlier id → the specification's word. Roles that were already words map to themselves. */
const WORDS: readonly (readonly [string, string])[] = [
  ['systems_admin', 'systems administrator'],
  ['hospital_admin', 'hospital administrator'],
  ['lecturer', 'lecturer'],
  ['student', 'student'],
  ['coordinator', 'coordinator'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
async function rewrite(db: Kysely<any>, pairs: readonly (readonly [string, string])[]): Promise<void> {
  for (const [from, to] of pairs) {
    await db
      .updateTable('users')
      .set({ role: to })
      .where(sql<string>`lower(trim(role))`, 'in', [from, to])
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see rewrite()
export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, WORDS);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see rewrite()
export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(
    db,
    WORDS.map(([id, word]) => [word, id] as const),
  );
}
