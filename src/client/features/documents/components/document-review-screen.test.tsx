import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminDocument, AdminDocumentDetail } from '#shared/documents.ts'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { DocumentReviewScreen } from './document-review-screen.tsx'

const pending: AdminDocument = {
  id: 7,
  kind: 'insurance',
  status: 'pending',
  file_name: 'rcp.webp',
  content_type: 'image/webp',
  size: 1000,
  expires_on: '2026-12-31',
  rejection_reason: null,
  created_at: '2026-03-02T09:00:00.000Z',
  reviewed_at: null,
  user: {
    id: 42,
    first_name: 'Léa',
    last_name: 'Martin',
    email: 'lea@example.fr',
    roles: ['remplacant'],
    rpps: '10005173140',
    rpps_valid: true,
    validated_at: null,
  },
}

const pdf: AdminDocument = { ...pending, file_name: 'rcp.pdf', content_type: 'application/pdf' }

function answers(document: AdminDocument = pending) {
  const detail: AdminDocumentDetail = { document, others: [], required: ['diploma', 'insurance'] }
  return stubApi((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/documents')
      return { status: 200, body: { documents: [document] } }
    if (request.method === 'GET' && request.path === '/api/admin/documents/7') return { status: 200, body: detail }
    if (request.method === 'GET' && request.path === '/api/admin/documents/7/file') return { status: 200, body: '%PDF-1.7' }
    if (request.method === 'POST') return { status: 200, body: { message: 'Document refusé.' } }
    return undefined
  })
}

const toasts = toastSpiesForEachTest()

// pdf.js at its boundary: jsdom has no canvas, and what is tested here is what the admin sees
// (the pages, their labels, which are drawn when, the failure), not pdf.js's drawing.
const pdfjs = vi.hoisted(() => ({ getDocument: vi.fn(), GlobalWorkerOptions: { workerSrc: '' } }))
vi.mock('pdfjs-dist', () => ({
  AnnotationMode: { DISABLE: 0, ENABLE: 1 },
  GlobalWorkerOptions: pdfjs.GlobalWorkerOptions,
  getDocument: pdfjs.getDocument,
  version: '6.5.438',
}))

/** A PDF of `pages` A4 pages; `render` records each drawing (its page number first). */
function fakePdf(pages: number) {
  const render = vi.fn((_page: number, _parameters: { annotationMode: number }) => ({
    promise: Promise.resolve(),
    cancel: vi.fn(),
  }))
  const document = {
    numPages: pages,
    getPage: async (number: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
      render: (parameters: { annotationMode: number }) => render(number, parameters),
    }),
  }
  const destroy = vi.fn(async () => {})
  pdfjs.getDocument.mockReturnValue({ promise: Promise.resolve(document), destroy })
  return { render, destroy }
}

/** IntersectionObserver, by hand: `scrollNear(element)` says it came near the visible part. */
const watched = new Map<Element, IntersectionObserverCallback>()
function scrollNear(element: Element) {
  const callback = watched.get(element)
  if (!callback) throw new Error('This element is not watched')
  act(() => callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver))
}

let width: { mockRestore: () => void }
beforeEach(() => {
  watched.clear()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly callback: IntersectionObserverCallback
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback
      }
      observe(element: Element) {
        watched.set(element, this.callback)
      }
      disconnect() {}
    },
  )
  // jsdom lays nothing out: the preview is 600 pixels wide.
  width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600)
})
afterEach(() => {
  width.mockRestore()
  vi.unstubAllGlobals()
  pdfjs.getDocument.mockReset()
})

describe('DocumentReviewScreen', () => {
  // The viewer imports pdf.js's module when a PDF is shown: transformed here first, so that a busy
  // machine's first transform does not count against a test's own time.
  beforeAll(async () => {
    await import('./pdf-document.ts')
  }, 60_000)

  it('frames the oldest pending document, an image, in a sandbox beside the profile and the RPPS check', async () => {
    answers()
    renderInDashboard(<DocumentReviewScreen />, { path: '/dashboard/admin/documents' })
    const frame = await screen.findByTitle('Assurance responsabilité civile professionnelle de Léa Martin')
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('src')).toBe('/api/admin/documents/7/file')
    expect(screen.getByText('clé de contrôle valide')).toBeTruthy()
    expect(screen.getByText('lea@example.fr')).toBeTruthy()
    expect(pdfjs.getDocument).not.toHaveBeenCalled()
  })

  it('draws a PDF’s pages, each labelled, the first two at once and the next when scrolled near', async () => {
    const sent = answers(pdf)
    const { render } = fakePdf(3)
    renderInDashboard(<DocumentReviewScreen />, { path: '/dashboard/admin/documents' })
    const preview = await screen.findByRole('region', { name: 'Assurance responsabilité civile professionnelle de Léa Martin' })
    // pdf.js comes by a dynamic import (mocked here, still a module to load): longer than the default second on a busy machine.
    const last = await screen.findByRole('img', { name: 'Page 3 sur 3' }, { timeout: 10_000 })
    expect(screen.getByRole('img', { name: 'Page 1 sur 3' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Page 2 sur 3' })).toBeTruthy()
    expect(preview.getAttribute('aria-busy')).toBe('false')
    // The file's bytes, fetched as the frame did, parsed without XFA or WebAssembly.
    expect(sent.some((request) => request.path === '/api/admin/documents/7/file')).toBe(true)
    expect(pdfjs.getDocument).toHaveBeenCalledWith(expect.objectContaining({ enableXfa: false, useWasm: false }))
    expect(pdfjs.getDocument.mock.calls[0]?.[0].data).toBeInstanceOf(Uint8Array)
    await waitFor(() => expect(render.mock.calls.map(([page]) => page)).toEqual([1, 2]), { timeout: 10_000 })
    // Content only, at the preview's width: no annotation, form or link.
    expect(render.mock.calls[0]?.[1]).toMatchObject({ annotationMode: 0, viewport: { width: 600 } })
    scrollNear(last)
    await waitFor(() => expect(render.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]), { timeout: 10_000 })
    expect(screen.queryByTitle('Assurance responsabilité civile professionnelle de Léa Martin')).toBeNull()
    expect(screen.getByRole('link', { name: 'Télécharger' }).getAttribute('href')).toBe('/api/admin/documents/7/file?download=1')
  })

  it('says when a PDF cannot be read, the download still offered', async () => {
    answers(pdf)
    pdfjs.getDocument.mockImplementation(() => ({
      promise: Promise.reject(new Error('Invalid PDF structure.')),
      destroy: vi.fn(),
    }))
    renderInDashboard(<DocumentReviewScreen />, { path: '/dashboard/admin/documents' })
    expect((await screen.findByRole('alert', undefined, { timeout: 10_000 })).textContent).toContain(
      'Ce PDF n’a pas pu être lu ici : téléchargez-le pour l’ouvrir.',
    )
    expect(screen.queryByRole('img', { name: /^Page/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Télécharger' }).getAttribute('href')).toBe('/api/admin/documents/7/file?download=1')
  })

  it('asks a reason before rejecting, then sends it', async () => {
    const sent = answers()
    renderInDashboard(<DocumentReviewScreen />, { path: '/dashboard/admin/documents' })
    const input = userEvent.setup({ delay: null })
    await input.click(await screen.findByRole('button', { name: 'Refuser' }, { timeout: 3000 }))
    expect(await screen.findByText('Indiquez le motif du refus : il est envoyé à l’infirmier.')).toBeTruthy()
    expect(sent.filter((r) => r.method === 'POST')).toEqual([])
    await input.type(screen.getByLabelText('Motif du refus'), 'Attestation expirée.')
    await input.click(screen.getByRole('button', { name: 'Refuser' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Document refusé.'), { timeout: 3000 })
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/admin/documents/7/reject',
      body: { reason: 'Attestation expirée.' },
    })
  })
})
