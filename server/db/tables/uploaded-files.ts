import type { Generated, Insertable, Selectable } from 'kysely';

/** A stored upload; its bytes are the file `DATA_DIR/uploads/<storage_name>`. */
export interface UploadedFilesTable {
  id: Generated<number>;
  /**
   * The id the API shows (16 random bytes, base64url, 22 characters): the row id is never sent, so files cannot
   * be found by counting. Set on every insert (migration 0008 gave existing rows one).
   */
  public_id: string;
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
  /** appointments.id the file was uploaded for; null only for files older than migration 0008 no test named. */
  appointment_id: number | null;
  /** ISO 8601 UTC text of when a saved extra test first named the file; null while none does. */
  attached_at: string | null;
}

export type UploadedFileRow = Selectable<UploadedFilesTable>;
export type NewUploadedFile = Insertable<UploadedFilesTable>;
