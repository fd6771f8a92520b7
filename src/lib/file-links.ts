/**
 * Where an uploaded file is read: `GET /api/files/{publicId}/`. A listed extra test names its file by this URL
 * (absolute, as the server answers it); forms and saves name it by the public id alone. Used by the server to
 * build the URL and by the client to read the id back out of it.
 */

/** The API path of a file: `/api/files/{publicId}/`. */
export function fileApiPath(publicId: string): string {
  return `/api/files/${encodeURIComponent(publicId)}/`;
}

/** `[scheme://host]/api/files/{id}/[?query][#fragment]`; the id is base64url text. */
const FILE_URL = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+)?\/api\/files\/([A-Za-z0-9_-]{1,64})\/?(?:[?#][^\s]*)?$/i;

/** The public id a file URL (absolute or a path) names, or null when the text is not such a URL. */
export function publicIdOfFileUrl(url: string): string | null {
  return FILE_URL.exec(url)?.[1] ?? null;
}
