import {
  AnnotationMode,
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  version,
} from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

/**
 * pdf.js, loaded only by pdf-pages.tsx (a dynamic import: the admins' preview of a PDF, never the
 * app start). The file is parsed in pdf.js's worker, served from our build (the CSP allows workers
 * from 'self' only), and each page comes back as pixels on a canvas: nothing of the file runs in
 * our origin (docs/security.md#uploads).
 */
GlobalWorkerOptions.workerSrc = workerUrl

/** Where pdfjsAssets() (src/client/lib/pdfjs-assets.ts) copies the fonts and decoders pdf.js fetches. */
const assets = `/assets/pdfjs-${version}/`

export type PdfDocument = PDFDocumentProxy
/** A PDF being opened: `promise` gives the document, `destroy()` stops the worker and frees it. */
export type PdfLoading = PDFDocumentLoadingTask

/**
 * Opens a PDF's bytes in the worker: no XFA, no WebAssembly (the CSP has no 'wasm-unsafe-eval').
 * No eval either: pdf.js 6 compiles nothing to JavaScript, and has no `isEvalSupported` to set.
 */
export function openPdf(bytes: Uint8Array): PdfLoading {
  return getDocument({
    data: bytes,
    enableXfa: false,
    // PostScript functions are interpreted, JPEG 2000 and JBIG2 images decoded by pdf.js's plain
    // JavaScript decoders (wasmUrl), from our origin, rather than compiled to WebAssembly.
    useWasm: false,
    wasmUrl: `${assets}wasm/`,
    // The 14 standard fonts a PDF may name without embedding them, and the CJK character maps.
    standardFontDataUrl: `${assets}standard_fonts/`,
    cMapUrl: `${assets}cmaps/`,
    cMapPacked: true,
    // Pages are drawn here, on the canvases pdf-pages.tsx gives, not by a second worker.
    disableWorkerRendering: true,
  })
}

/** Draws one page on a canvas at `scale` (CSS pixels times the device's pixel ratio): its content only, no annotation, form or link. */
export async function drawPage(
  document: PdfDocument,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  scale: number,
  signal: AbortSignal,
) {
  const page = await document.getPage(pageNumber)
  const viewport = page.getViewport({ scale })
  canvas.width = Math.floor(viewport.width)
  canvas.height = Math.floor(viewport.height)
  const task = page.render({ canvas, viewport, annotationMode: AnnotationMode.DISABLE })
  signal.addEventListener('abort', () => task.cancel(), { once: true })
  await task.promise
}

/** Each page's size at scale 1, in order: its placeholder keeps that shape until it is drawn. */
export async function pageSizes(document: PdfDocument): Promise<PageSize[]> {
  const sizes: PageSize[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const { width, height } = (await document.getPage(number)).getViewport({ scale: 1 })
    sizes.push({ width, height })
  }
  return sizes
}

export interface PageSize {
  width: number
  height: number
}
