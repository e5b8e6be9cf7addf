import { upload } from '../../../api/client';
import type { DocumentAnswer } from '../../../api/generated/api';

/** What is sent with a document's file. */
export interface DocumentUpload {
  kind: string;
  /** The date on a proof of address (`YYYY-MM-DD`); '' for the other kinds (not sent). */
  issued_on: string;
}

/**
 * `POST front/upload_document?kind=…&issued_on=…`, the file itself as the body. Answers
 * `document_received` with the documents as they now are; a refusal is a 422 naming `file`
 * (`document_format`, `document_too_large`, `document_greyscale`, `document_resolution`),
 * `issued_on` (`document_too_old`, `date_invalid`, `field_required`) or `kind` (`choice_invalid`).
 * `onProgress` hears how much of the file has gone.
 */
export function uploadDocument(meta: DocumentUpload, file: Blob, onProgress?: (sent: number, total: number) => void): Promise<DocumentAnswer> {
  return upload<DocumentAnswer>('front/upload_document', file, { query: { kind: meta.kind, issued_on: meta.issued_on }, onProgress });
}
