/**
 * Free space of the filesystem that holds the data folder (the SQLite file and the uploads): `/api/health/` says
 * `disk: "low"` below the set threshold, and a warning is logged (at most every WARN_EVERY_MS while it stays low).
 * A PostgreSQL server's own disk is not seen from here: watch it on that server.
 */
import { statfs } from 'node:fs/promises';

export type DiskState = 'ok' | 'low';

const WARN_EVERY_MS = 10 * 60_000;

export interface DiskSpaceOptions {
  /** The folders whose filesystems are checked (the data folder; uploads live inside it). */
  paths: readonly string[];
  lowBytes: number;
  warn(details: { freeBytes: number; lowBytes: number; path: string }, message: string): void;
}

export function createDiskSpace({ paths, lowBytes, warn }: DiskSpaceOptions) {
  let warnedAt = -Infinity;
  return {
    /** The least free space (bytes a non-root user may use) among the checked filesystems, and whether it is low. */
    async check(now = Date.now()): Promise<{ state: DiskState; freeBytes: number }> {
      let least = { freeBytes: Infinity, path: '' };
      for (const path of paths) {
        const stats = await statfs(path).catch(() => null);
        if (stats === null) continue;
        const freeBytes = Number(stats.bavail) * Number(stats.bsize);
        if (freeBytes < least.freeBytes) least = { freeBytes, path };
      }
      const low = least.freeBytes < lowBytes;
      if (low && now - warnedAt >= WARN_EVERY_MS) {
        warnedAt = now;
        warn({ freeBytes: least.freeBytes, lowBytes, path: least.path }, 'low disk space: the data folder is nearly full');
      }
      if (!low) warnedAt = -Infinity;
      return { state: low ? 'low' : 'ok', freeBytes: least.freeBytes };
    },
  };
}

export type DiskSpace = ReturnType<typeof createDiskSpace>;
