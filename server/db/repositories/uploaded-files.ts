import type { Kysely } from 'kysely';
import type { Database } from '../tables/database';
import type { NewUploadedFile, UploadedFileRow } from '../tables/uploaded-files';

export function createUploadedFilesRepository(db: Kysely<Database>) {
  return {
    async insert(file: NewUploadedFile): Promise<UploadedFileRow> {
      return db.insertInto('uploaded_files').values(file).returningAll().executeTakeFirstOrThrow();
    },

    find(id: number): Promise<UploadedFileRow | undefined> {
      return db.selectFrom('uploaded_files').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type UploadedFilesRepository = ReturnType<typeof createUploadedFilesRepository>;
