import { PDFArray, PDFDict, PDFDocument, PDFInvalidObject, PDFName, type PDFObject, PDFRawStream } from 'pdf-lib'

/**
 * Whether a PDF may be attached to a message (docs/security.md#uploads): one that can run or carry
 * something besides pages is refused, since the recipient's reader might act on it. Its objects are
 * read with a real parser (pdf-lib), which opens the compressed object streams where a dictionary
 * can hide from a search of the raw bytes; every object in the file is looked at, referenced or
 * not. An encrypted PDF cannot be looked into, so it is refused too.
 */

export type PdfRefusal = 'unreadable' | 'encrypted' | 'active_content'

/** Keys, and action types (`/S /Launch`), that make a PDF active or a carrier of other files. */
const FORBIDDEN_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'])

// The same names in the bytes, for what the parser keeps as an unparsed object. A name ends at
// whitespace or a delimiter; `#xx` escapes are matched by normalising first.
const RAW_FORBIDDEN = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s/<>[\]()%{}]|$)/

const unescapeName = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/**
 * A name as a reader understands it: `#4A` and `#4a` both stand for `J`. pdf-lib decodes the
 * uppercase escapes only and writes the `#` of a lowercase one back as `#23`: hence twice.
 */
function plainName(name: PDFName): string {
  return unescapeName(unescapeName(name.asString().slice(1)))
}

function rawHasForbidden(bytes: Uint8Array): boolean {
  return RAW_FORBIDDEN.test(unescapeName(Buffer.from(bytes).toString('latin1')))
}

/** Whether this object, or anything written inside it (not followed through references), is forbidden. */
function isActive(object: PDFObject, depth = 0): boolean {
  // Nesting this deep is no document: a crafted file.
  if (depth > 64) return true
  if (object instanceof PDFName) return FORBIDDEN_NAMES.has(plainName(object))
  if (object instanceof PDFRawStream) return isActive(object.dict, depth + 1)
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      if (FORBIDDEN_NAMES.has(plainName(key)) || isActive(value, depth + 1)) return true
    }
    return false
  }
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, depth + 1))
  if (object instanceof PDFInvalidObject) {
    const bytes = new Uint8Array(object.sizeInBytes())
    object.copyBytesInto(bytes, 0)
    return rawHasForbidden(bytes)
  }
  return false
}

/** Null when the PDF may be attached, else why not. */
export async function checkPdf(bytes: Uint8Array): Promise<PdfRefusal | null> {
  let document: PDFDocument
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false })
  } catch {
    return 'unreadable'
  }
  if (document.isEncrypted) return 'encrypted'
  const objects = document.context.enumerateIndirectObjects()
  if (objects.length === 0) return 'unreadable'
  if (objects.some(([, object]) => isActive(object))) return 'active_content'
  // And the bytes as they are, for whatever the parser's recovery from a damaged file skipped.
  if (rawHasForbidden(bytes)) return 'active_content'
  return null
}
