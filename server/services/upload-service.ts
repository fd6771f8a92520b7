/**
 * What the upload routes share beyond HTTP: the store, the hourly quota (checked before any byte is read, and
 * again once the row exists so that parallel uploads cannot slip past it together), keeping a received file for
 * its appointment under a random public id, and the sweep that removes files no saved extra test names.
 */
import type { Repositories } from '../db/repositories/index';
import type { UploadedFileRow } from '../db/tables/uploaded-files';
import { ApiError } from '../lib/api-error';
import { QUOTA_WINDOW_MS, quotaVerdict, type QuotaVerdict, type UploadLimits } from './upload-quota';
import { createUploadStore, newPublicId, type WrittenUpload } from './uploads';
import type { UsageBudgets } from './usage-budgets';

/** A file read from a request: written to the store, typed by its bytes, not yet recorded. */
export interface ReceivedUpload {
  written: WrittenUpload;
  /** The client's file name, cleaned. */
  name: string;
  /** Detected from the bytes. */
  contentType: string;
}

export interface UploadServiceOptions {
  repos: Repositories;
  /** The extra-test bytes of the day, the user's and the clinic's: spent by every kept file. */
  budgets: UsageBudgets;
  /** Where the bytes live: DATA_DIR/uploads. */
  uploadsDir: string;
  limits: UploadLimits;
  /** A file no saved extra test names is removed this long after its upload. */
  unattachedTtlMinutes: number;
}

/** Rows read and deleted per round of the sweep. */
const SWEEP_BATCH = 200;

function tooMany(verdict: Extract<QuotaVerdict, { allowed: false }>): ApiError {
  return ApiError.detail(429, verdict.detail, { 'retry-after': String(verdict.retryAfterSeconds) });
}

export function createUploadService({ repos, budgets, uploadsDir, limits, unattachedTtlMinutes }: UploadServiceOptions) {
  const store = createUploadStore(uploadsDir);
  const recent = (userId: number, now: Date) =>
    repos.uploadedFiles.recentByUploader(userId, new Date(now.getTime() - QUOTA_WINDOW_MS).toISOString());

  const discard = async (row: UploadedFileRow): Promise<void> => {
    await repos.uploadedFiles.remove(row.id);
    await store.remove(row.storage_name);
  };

  return {
    store,
    limits,
    unattachedTtlMinutes,

    /**
     * Before a file's bytes are read: 429 (with Retry-After) when the user has used the hour's files, or when
     * `declaredBytes` (the request's Content-Length, framing included; 0 when unknown) does not fit in what is
     * left of the hour's bytes, or of the day's extra-test bytes (the user's or the clinic's, server/services/usage-budgets.ts).
     * A body of unknown length is measured once stored (`keep`).
     */
    async checkQuota(userId: number, declaredBytes: number, now = new Date()): Promise<void> {
      const verdict = quotaVerdict(await recent(userId, now), limits, now, declaredBytes);
      if (!verdict.allowed) throw tooMany(verdict);
      await budgets.extraTestRoom(userId, declaredBytes);
    },

    /**
     * Records a received file as the user's, for an appointment, under a new public id. Refused (429, the row and
     * the bytes removed) when uploads made meanwhile leave no room for it, in the hour or in the day's budgets.
     */
    async keep(file: ReceivedUpload, owner: { userId: number; appointmentId: number }, now = new Date()): Promise<UploadedFileRow> {
      let row: UploadedFileRow;
      try {
        // The day's extra-test bytes (the user's and the clinic's) are spent before the file is recorded.
        await budgets.extraTestFile(owner.userId, file.written.size);
        row = await repos.uploadedFiles.insert({
          public_id: newPublicId(),
          storage_name: file.written.storageName,
          original_name: file.name,
          content_type: file.contentType,
          size: file.written.size,
          sha256: file.written.sha256,
          uploaded_by: owner.userId,
          uploaded_at: now.toISOString(),
          appointment_id: owner.appointmentId,
          attached_at: null,
        });
      } catch (error) {
        await store.remove(file.written.storageName);
        throw error;
      }
      // Parallel requests may each have passed checkQuota: a file stays only if it fits after those before it.
      const earlier = (await recent(owner.userId, now)).filter((upload) => upload.id < row.id);
      const verdict = quotaVerdict(earlier, limits, now, row.size);
      if (!verdict.allowed) {
        await discard(row);
        throw tooMany(verdict);
      }
      return row;
    },

    /** Removes a recorded file, row and bytes (a request refused after its file was kept). */
    discard,

    /**
     * Removes (row and bytes) every file that no saved extra test names and that was uploaded more than the set
     * time before `now`. Answers how many were removed. Safe to run from several processes at once.
     */
    async sweep(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - unattachedTtlMinutes * 60_000).toISOString();
      let removed = 0;
      for (;;) {
        const batch = await repos.uploadedFiles.unattachedBefore(cutoff, SWEEP_BATCH);
        // Only rows still unattached are deleted: a test saved since the read keeps its file.
        const names = await repos.uploadedFiles.removeUnattached(batch.map((row) => row.id));
        for (const name of names) await store.remove(name);
        removed += names.length;
        if (batch.length < SWEEP_BATCH) return removed;
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
