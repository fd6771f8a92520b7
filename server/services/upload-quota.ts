/**
 * The per-user upload quota: at most so many files and so many bytes in any rolling hour, counted from the
 * user's rows of `uploaded_files` (so it holds across processes and restarts). Pure: the caller reads the rows.
 */
import type { RecentUpload } from '../db/repositories/uploaded-files';

/** The rolling window of the quota. */
export const QUOTA_WINDOW_MS = 60 * 60 * 1000;

export interface UploadLimits {
  maxFilesPerHour: number;
  maxBytesPerHour: number;
}

export type QuotaVerdict =
  | { allowed: true; remainingBytes: number }
  | { allowed: false; detail: string; retryAfterSeconds: number };

/** Bytes as people read them: whole MB or KB when exact, else bytes. */
export function formatBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

const expiry = (upload: RecentUpload) => Date.parse(upload.uploaded_at) + QUOTA_WINDOW_MS;

function refusal(limit: string, freeAt: number, now: Date): QuotaVerdict {
  const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    allowed: false,
    detail: `Upload limit reached: at most ${limit} per hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  };
}

/**
 * Whether a user whose uploads of the last hour are `recent` (oldest first) may store `incomingBytes` more now.
 * A refusal says when enough of those uploads leave the window. `incomingBytes` is the request's declared length
 * before reading (framing included, so never less than the file), or the stored file's size afterwards.
 */
export function quotaVerdict(recent: readonly RecentUpload[], limits: UploadLimits, now: Date, incomingBytes: number): QuotaVerdict {
  const since = now.getTime() - QUOTA_WINDOW_MS;
  const inWindow = recent.filter((upload) => Date.parse(upload.uploaded_at) >= since);
  const { maxFilesPerHour, maxBytesPerHour } = limits;
  const files = `${maxFilesPerHour} file${maxFilesPerHour === 1 ? '' : 's'}`;

  if (inWindow.length >= maxFilesPerHour) {
    return refusal(files, expiry(inWindow[inWindow.length - maxFilesPerHour]!), now);
  }
  const used = inWindow.reduce((sum, upload) => sum + upload.size, 0);
  // A body of unknown length still needs a byte of room.
  const excess = used + Math.max(incomingBytes, 1) - maxBytesPerHour;
  if (excess > 0) {
    let freed = 0;
    let freeAt = inWindow.length > 0 ? expiry(inWindow[inWindow.length - 1]!) : now.getTime() + QUOTA_WINDOW_MS;
    for (const upload of inWindow) {
      freed += upload.size;
      if (freed >= excess) {
        freeAt = expiry(upload);
        break;
      }
    }
    return refusal(formatBytes(maxBytesPerHour), freeAt, now);
  }
  return { allowed: true, remainingBytes: maxBytesPerHour - used };
}
