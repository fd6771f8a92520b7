/** Contracts of the file routes: an upload (multipart/form-data) and its answer. */
import { closedObject } from './shapes';

export const UploadedFile = {
  $id: 'UploadedFile',
  ...closedObject(null, {
    id: { type: 'string', description: "The public id of the file (22 random characters); the extra test's `file`." },
    name: { type: 'string', description: 'The file name the client gave (cleaned).' },
    content_type: { type: 'string', description: 'The type detected from the bytes.' },
    size: { type: 'integer', description: 'Bytes.' },
  }),
} as const;

/** For the OpenAPI document only: a multipart body is read by the handler, so nothing here is required. */
export const FileUpload = {
  $id: 'FileUpload',
  description: 'One file part (any field name) and the appointment id; other fields are ignored.',
  properties: {
    appointment: { type: 'string', description: 'The appointment the file is for (its id, as text).' },
    file: { type: 'string', description: 'The file: an image or a PDF, at most 10 MB.', contentMediaType: 'application/octet-stream' },
  },
} as const;

export const FILE_CONTRACTS = [UploadedFile, FileUpload];
