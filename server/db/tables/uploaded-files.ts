import type { Generated, Insertable, Selectable } from 'kysely';

/** A stored upload; its bytes are the file `DATA_DIR/uploads/<storage_name>`. */
export interface UploadedFilesTable {
  id: Generated<number>;
  /** Random file name on disk (never derived from the client's name). */
  storage_name: string;
  /** The name the client gave, cleaned of path parts and control characters. */
  original_name: string;
  /** Detected from the bytes (magic numbers), not taken from the client. */
  content_type: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  uploaded_by: number;
  /** ISO 8601 UTC text. */
  uploaded_at: string;
}

export type UploadedFileRow = Selectable<UploadedFilesTable>;
export type NewUploadedFile = Insertable<UploadedFilesTable>;
