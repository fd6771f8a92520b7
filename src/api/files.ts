/**
 * Uploaded files (an extra test's image or PDF). A file is sent for one appointment and answered with a random
 * public id, which is all the form keeps and all a saved extra test names; an extra test may only name a file of its
 * own appointment. A listed extra test names its file by the URL to read it at (`…/api/files/{publicId}/`).
 */
import type { UploadedFile } from '../../contracts/generated/types';
import { publicIdOfFileUrl } from '../lib/file-links';
import { request } from './http-client';

export const FILES_PATH = '/files/';

/** Where a file is read: `GET /api/files/{publicId}/` (needs the signed-in user's token, like every API call). */
export function filePath(publicId: string): string {
  return `${FILES_PATH}${encodeURIComponent(publicId)}/`;
}

/**
 * The public id a form value or a listed test names: the id itself, or the id in the file's URL. Only the id is
 * used to read a file, always from this app's own API (a URL never decides where the user's token is sent).
 */
export function fileIdOf(value: string): string {
  return publicIdOfFileUrl(value) ?? value;
}

/**
 * The bytes of a file, read with the user's token. Show them from `URL.createObjectURL(blob)`: the file's own
 * answer is sandboxed (`Content-Security-Policy: sandbox`), in which Chromium does not start its PDF viewer.
 * Rejects with `ApiError` (403 for a role that may not read records, 404 for an unknown id).
 */
export function fetchFile(publicId: string, signal?: AbortSignal): Promise<Blob> {
  return request<Blob>('get', filePath(fileIdOf(publicId)), { responseType: 'blob', ...(signal ? { signal } : {}) });
}

/** How long an opened file's object URL is kept before it is released (the new tab has loaded it by then). */
export const OPENED_FILE_URL_MS = 60_000;

/**
 * Shows a file (by its public id or its URL) in a new tab: the bytes are read with the user's token, then shown from
 * an object URL. The service a screen hands the `fileUpload` widget (form context `openFile`). Rejects as `fetchFile`.
 */
export async function openFile(file: string): Promise<void> {
  showBlob(await fetchFile(file));
}

/** Shows bytes read with the user's token (a file, a printable document) in a new tab, from an object URL. */
export function showBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), OPENED_FILE_URL_MS);
}

/**
 * `POST /files/` as multipart/form-data: the appointment first (the server checks it before reading the file),
 * then the file. Rejects with `ApiError` (413 too large, 429 the hourly upload limit, 400 not an image or a PDF).
 */
export function uploadFile(file: File, appointmentId: number, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append('appointment', String(appointmentId));
  form.append('file', file, file.name);
  return request<UploadedFile>('post', FILES_PATH, { data: form, ...(signal ? { signal } : {}) });
}

/** The upload service a screen hands the `fileUpload` widget (form context `uploadFile`) for one appointment. */
export function uploaderFor(appointmentId: number): (file: File) => Promise<{ id: string; name: string }> {
  return async (file) => {
    const uploaded = await uploadFile(file, appointmentId);
    return { id: uploaded.id, name: uploaded.name };
  };
}
