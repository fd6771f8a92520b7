/**
 * Printable documents of an appointment (issue 22, item 6): PDFs the server draws from the saved records. Which ones
 * an appointment has is asked of the server (`GET /documents/{appointment}/`); each is read with the user's token,
 * like an uploaded file, and shown in a new tab, from where it is printed or saved.
 */
import useSWR, { type SWRResponse } from 'swr';
import { DOCUMENT_KINDS } from '../../contracts/documents';
import type { AppointmentDocument, AppointmentDocuments } from '../../contracts/generated/types';
import { getJson, request } from './http-client';
import { showBlob } from './files';

export { DOCUMENT_KINDS };
export type { AppointmentDocument };
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** `GET /api/documents/{appointment}/`: the documents the appointment's plan gives. */
export function documentsPath(appointmentId: number): string {
  return `/documents/${appointmentId}/`;
}

/** `GET /api/documents/{appointment}/{kind}.pdf`. */
export function documentPath(appointmentId: number, kind: DocumentKind): string {
  return `/documents/${appointmentId}/${kind}.pdf`;
}

/** The documents an appointment has (none while its plan gives none); no call without an id. */
export function useAppointmentDocuments(appointmentId: number | undefined): SWRResponse<AppointmentDocuments> {
  return useSWR<AppointmentDocuments>(appointmentId ? documentsPath(appointmentId) : null, getJson);
}

/**
 * Reads a document with the user's token and shows it in a new tab. Rejects with `ApiError`: 404
 * `{detail: 'This appointment has no spectacle prescription.'}` (or '… no referral.') when the plan has none.
 */
export async function openDocument(appointmentId: number, kind: DocumentKind): Promise<void> {
  showBlob(await request<Blob>('get', documentPath(appointmentId, kind), { responseType: 'blob' }));
}
