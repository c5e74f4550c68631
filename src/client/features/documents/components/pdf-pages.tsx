import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { Notice } from '#client/ui/notice.tsx'
import { Spinner } from '#client/ui/spinner.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
import type { PageSize, PdfDocument, PdfLoading } from './pdf-document.ts'

/*
 * A verification PDF, shown to the admin who reviews it. Chromium will not draw a PDF inside a
 * sandboxed frame, and the frame's sandbox is what keeps the file inert; so the PDF is not framed:
 * its bytes are fetched, parsed by pdf.js in its worker, and its pages drawn as pixels on
 * canvases. Nothing of the file runs (no script, form, link or annotation layer: only the page's
 * content drawn), and pdf.js itself loads only here, when a PDF is shown (docs/security.md#uploads,
 * docs/decisions/018-verification-documents-storage.md).
 */

type PdfModule = typeof import('./pdf-document.ts')
type Opened = { pdf: PdfModule; document: PdfDocument; sizes: PageSize[] }

/** Pages drawn at once; the others when scrolled near (IntersectionObserver). */
const EAGER_PAGES = 2

const scroller = css({
  w: 'full',
  h: { base: '28rem', lg: '40rem' },
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '3',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.muted',
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.solid', outlineOffset: '2px' },
})
const pageCanvas = css({ display: 'block', w: 'full', h: 'auto', flexShrink: 0, bg: 'white', boxShadow: 'xs' })

/** The PDF at `url` (fetched with the admin's session, as the frame was), its pages stacked; `label` names the region. */
export function PdfPages({ url, label }: { url: string; label: string }) {
  const [opened, setOpened] = useState<Opened | null>(null)
  const [failed, setFailed] = useState(false)
  const scrollRef = useRef<HTMLElement>(null)
  const width = useWidth(scrollRef)
  const fail = useCallback(() => setFailed(true), [])

  useEffect(() => {
    let current = true
    let loading: PdfLoading | undefined
    const controller = new AbortController()
    const bytes = fetch(url, { credentials: 'same-origin', signal: controller.signal }).then(async (response) => {
      if (!response.ok) throw new Error(`The file answered ${response.status}`)
      return new Uint8Array(await response.arrayBuffer())
    })
    Promise.all([bytes, import('./pdf-document.ts')])
      .then(async ([data, pdf]) => {
        if (!current) return
        loading = pdf.openPdf(data)
        const document = await loading.promise
        const sizes = await pdf.pageSizes(document)
        if (current) setOpened({ pdf, document, sizes })
      })
      .catch(() => {
        if (current) setFailed(true)
      })
    return () => {
      current = false
      controller.abort()
      void loading?.destroy()
    }
  }, [url])

  if (failed)
    return (
      <Notice tone="danger">
        <Trans>Ce PDF n’a pas pu être lu ici : téléchargez-le pour l’ouvrir.</Trans>
      </Notice>
    )
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached and scrolled with the keyboard.
    <section ref={scrollRef} aria-label={label} aria-busy={opened === null} tabIndex={0} className={scroller}>
      {opened === null ? (
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', m: 'auto' })}>
          <Spinner />
          <Text tone="muted">
            <Trans>Ouverture du PDF…</Trans>
          </Text>
        </div>
      ) : (
        opened.sizes.map((size, index) => (
          <PdfPage
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's number is its identity.
            key={index}
            opened={opened}
            number={index + 1}
            size={size}
            width={width}
            eager={index < EAGER_PAGES}
            root={scrollRef}
            onFailed={fail}
          />
        ))
      )}
    </section>
  )
}

function PdfPage(props: {
  opened: Opened
  number: number
  size: PageSize
  width: number
  eager: boolean
  root: RefObject<HTMLElement | null>
  onFailed: () => void
}) {
  const { opened, number, size, width, eager, root, onFailed } = props
  const { t } = useLingui()
  const total = opened.sizes.length
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [near, setNear] = useState(eager)
  // One drawing at a time on a canvas: the next (a new width) waits for the last to stop.
  const drawing = useRef<Promise<unknown>>(Promise.resolve())

  useEffect(() => {
    const canvas = canvasRef.current
    if (near || !canvas) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      root: root.current,
      rootMargin: '100% 0px',
    })
    observer.observe(canvas)
    return () => observer.disconnect()
  }, [near, root])

  useEffect(() => {
    const canvas = canvasRef.current
    if (!near || !canvas || width === 0) return
    const controller = new AbortController()
    const scale = (width / size.width) * (window.devicePixelRatio || 1)
    drawing.current = drawing.current
      .catch(() => undefined)
      .then(() =>
        controller.signal.aborted ? undefined : opened.pdf.drawPage(opened.document, number, canvas, scale, controller.signal),
      )
      .catch(() => {
        if (!controller.signal.aborted) onFailed()
      })
    return () => controller.abort()
  }, [near, width, opened, number, size.width, onFailed])

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={t`Page ${number} sur ${total}`}
      className={pageCanvas}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
    />
  )
}

/** The element's inner width in CSS pixels, followed as it changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const style = getComputedStyle(element)
      const inner =
        element.clientWidth - Number.parseFloat(style.paddingLeft || '0') - Number.parseFloat(style.paddingRight || '0')
      setWidth(Math.max(0, Math.floor(inner)))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}
