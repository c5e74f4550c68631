import { MAX_DOCUMENT_BYTES, sniffDocument } from '#shared/documents.ts'

export type DocumentFileProblem = 'empty' | 'size' | 'type'

/** The browser's check before the upload, for a clear message at once (the server checks the bytes again). */
export async function checkDocumentFile(file: File): Promise<DocumentFileProblem | null> {
  if (file.size === 0) return 'empty'
  if (file.size > MAX_DOCUMENT_BYTES) return 'size'
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  return sniffDocument(head) ? null : 'type'
}
