import type { Kysely } from 'kysely';
import type { Database } from '../tables/database';
import type { NewUploadedFile, UploadedFileRow } from '../tables/uploaded-files';

/** One upload as the hourly quota counts it. */
export interface RecentUpload {
  id: number;
  size: number;
  uploaded_at: string;
}

export function createUploadedFilesRepository(db: Kysely<Database>) {
  return {
    async insert(file: NewUploadedFile): Promise<UploadedFileRow> {
      return db.insertInto('uploaded_files').values(file).returningAll().executeTakeFirstOrThrow();
    },

    findByPublicId(publicId: string): Promise<UploadedFileRow | undefined> {
      return db.selectFrom('uploaded_files').selectAll().where('public_id', '=', publicId).executeTakeFirst();
    },

    /** A user's uploads since `since` (ISO UTC), oldest first. */
    recentByUploader(userId: number, since: string): Promise<RecentUpload[]> {
      return db
        .selectFrom('uploaded_files')
        .select(['id', 'size', 'uploaded_at'])
        .where('uploaded_by', '=', userId)
        .where('uploaded_at', '>=', since)
        .orderBy('uploaded_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    /**
     * Marks a file of `appointmentId` as named by a saved extra test (kept from then on); a file already marked
     * keeps its first time. Answers whether the file is now marked; false when it is not that appointment's or
     * is gone (the sweep's delete only takes unmarked rows, so a marked file is never swept).
     */
    async attach(publicId: string, appointmentId: number, now: string): Promise<boolean> {
      await db
        .updateTable('uploaded_files')
        .set({ attached_at: now })
        .where('public_id', '=', publicId)
        .where('appointment_id', '=', appointmentId)
        .where('attached_at', 'is', null)
        .execute();
      const row = await db
        .selectFrom('uploaded_files')
        .select('attached_at')
        .where('public_id', '=', publicId)
        .where('appointment_id', '=', appointmentId)
        .executeTakeFirst();
      return row !== undefined && row.attached_at !== null;
    },

    /** Removes the row of an upload that was refused after it was stored. */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('uploaded_files').where('id', '=', id).execute();
    },

    /** Up to `limit` files that no saved extra test names, uploaded before `cutoff` (ISO UTC). */
    unattachedBefore(cutoff: string, limit: number): Promise<{ id: number; storage_name: string }[]> {
      return db
        .selectFrom('uploaded_files')
        .select(['id', 'storage_name'])
        .where('attached_at', 'is', null)
        .where('uploaded_at', '<', cutoff)
        .orderBy('uploaded_at', 'asc')
        .limit(limit)
        .execute();
    },

    /** Deletes those of `ids` still unattached; answers the storage names of the rows it deleted. */
    async removeUnattached(ids: readonly number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .deleteFrom('uploaded_files')
        .where('id', 'in', ids)
        .where('attached_at', 'is', null)
        .returning('storage_name')
        .execute();
      return rows.map((row) => row.storage_name);
    },

    /** Public ids of files of an appointment by row id (extra tests saved before public ids named files so). */
    async publicIdsByRowId(appointmentId: number, ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('uploaded_files')
        .select(['id', 'public_id'])
        .where('appointment_id', '=', appointmentId)
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row.public_id]));
    },
  };
}

export type UploadedFilesRepository = ReturnType<typeof createUploadedFilesRepository>;
