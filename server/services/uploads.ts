/**
 * Storage of uploaded files (extra-test images and PDFs): bytes under the uploads folder with a random name,
 * the type taken from the bytes themselves (magic numbers), never from the client's claim or file name.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stripBidiControls } from '../lib/text';

/** The largest file accepted (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A file's id in the API: 16 random bytes in base64url, so no file can be found by counting or guessing. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/** How many leading bytes the type detection needs. */
const HEAD_BYTES = 16;

const startsWith = (head: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Accepted types and how their files begin. */
const SIGNATURES: { type: string; label: string; matches(head: Buffer): boolean }[] = [
  { type: 'image/png', label: 'PNG', matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', label: 'JPEG', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', label: 'GIF', matches: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) },
  { type: 'image/webp', label: 'WebP', matches: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
  // "BM" alone is too weak (a text file may start so): the four reserved header bytes after the size are zero.
  { type: 'image/bmp', label: 'BMP', matches: (h) => startsWith(h, ascii('BM')) && startsWith(h, [0, 0, 0, 0], 6) },
  { type: 'image/tiff', label: 'TIFF', matches: (h) => startsWith(h, [0x49, 0x49, 0x2a, 0x00]) || startsWith(h, [0x4d, 0x4d, 0x00, 0x2a]) },
  { type: 'application/pdf', label: 'PDF', matches: (h) => startsWith(h, ascii('%PDF-')) },
];

/** The labels of the accepted types, for messages and docs. */
export const ACCEPTED_LABELS = SIGNATURES.map((s) => s.label);

/** The content type of a file from its first bytes, or null when it is not an accepted image or a PDF. */
export function sniffContentType(head: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.matches(head))?.type ?? null;
}

/**
 * A client's file name made safe to keep and show: no folders, no control characters (nor bidirectional ones,
 * which could make `scan\u202Efdp.exe` read as `scanexe.pdf`), at most 255 characters.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = stripBidiControls(base.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  return [...(cleaned || 'file')].slice(0, 255).join('');
}

/** `Content-Disposition: inline` with the name in ASCII for old clients and in UTF-8 (RFC 6266/5987) for the rest. */
export function inlineDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export interface WrittenUpload {
  storageName: string;
  size: number;
  sha256: string;
  head: Buffer;
}

export function createUploadStore(dir: string) {
  const pathOf = (storageName: string) => join(dir, storageName);
  return {
    dir,
    pathOf,

    /** Writes a stream to a new randomly named file; answers its size, hash and first bytes. */
    async write(source: Readable): Promise<WrittenUpload> {
      // Patients' images and letters: only the server's own user may list or read the folder.
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const storageName = randomBytes(16).toString('hex');
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      const observe = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          hash.update(chunk);
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, observe, createWriteStream(pathOf(storageName), { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(pathOf(storageName), { force: true });
        throw error;
      }
      return { storageName, size, sha256: hash.digest('hex'), head };
    },

    async remove(storageName: string): Promise<void> {
      await rm(pathOf(storageName), { force: true });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
