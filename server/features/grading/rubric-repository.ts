/** Every query of the grading forms' versions (`rubric_versions`; server/features/grading/rubric-versions.ts). */
import type { RubricVersionRow } from '../../db/tables/teaching';
import type { Db } from '../../db/transactional';

export type RubricVersionWithAuthor = RubricVersionRow & { first_name: string | null; last_name: string | null };

export interface NewRubricVersion {
  form_id: string;
  version: string;
  schema: string;
  ui: string;
  content_hash: string;
  source: string;
  created_by: number | null;
  created_at: string;
}

export function createRubricRepository(db: Db) {
  const select = () =>
    db
      .selectFrom('rubric_versions')
      .leftJoin('users', 'users.id', 'rubric_versions.created_by')
      .select([
        'rubric_versions.id',
        'rubric_versions.form_id',
        'rubric_versions.version',
        'rubric_versions.schema',
        'rubric_versions.ui',
        'rubric_versions.content_hash',
        'rubric_versions.source',
        'rubric_versions.created_by',
        'rubric_versions.created_at',
        'users.first_name',
        'users.last_name',
      ]);

  return {
    byVersion(form: string, version: string): Promise<RubricVersionWithAuthor | undefined> {
      return select().where('rubric_versions.form_id', '=', form).where('rubric_versions.version', '=', version).executeTakeFirst();
    },

    byId(id: number): Promise<RubricVersionWithAuthor | undefined> {
      return select().where('rubric_versions.id', '=', id).executeTakeFirst();
    },

    /** The form's latest version (highest id). */
    latest(form: string): Promise<RubricVersionWithAuthor | undefined> {
      return select().where('rubric_versions.form_id', '=', form).orderBy('rubric_versions.id', 'desc').limit(1).executeTakeFirst();
    },

    /** Every version of the form, oldest first. */
    list(form: string): Promise<RubricVersionWithAuthor[]> {
      return select().where('rubric_versions.form_id', '=', form).orderBy('rubric_versions.id', 'asc').execute();
    },

    /** The version texts of the form. */
    async versions(form: string): Promise<string[]> {
      return (await db.selectFrom('rubric_versions').select('version').where('form_id', '=', form).execute()).map((row) => row.version);
    },

    async hashOf(form: string, version: string): Promise<string | undefined> {
      const row = await db.selectFrom('rubric_versions').select('content_hash').where('form_id', '=', form).where('version', '=', version).executeTakeFirst();
      return row?.content_hash;
    },

    async insert(version: NewRubricVersion): Promise<number> {
      return Number((await db.insertInto('rubric_versions').values(version).returning('id').executeTakeFirstOrThrow()).id);
    },
  };
}

export type RubricRepository = ReturnType<typeof createRubricRepository>;
