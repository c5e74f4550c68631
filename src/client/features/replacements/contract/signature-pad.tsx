import { Trans, useLingui } from '@lingui/react/macro'
import { type PointerEvent, useEffect, useRef } from 'react'
import { Button } from '#client/ui/button.tsx'
import { css } from '#styled/css'

const WIDTH = 600
const HEIGHT = 200

const padStyle = css({
  w: 'full',
  maxW: '600px',
  aspectRatio: '3 / 1',
  bg: 'white',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  touchAction: 'none',
  cursor: 'crosshair',
})

/**
 * A signature drawn with a finger, a pen or a mouse (pointer events) on a 600 × 200 canvas, sent
 * as PNG (base64, no data: prefix); null while empty. The keyboard's way to sign is the typed name
 * beside it (sign-contract-dialog.tsx), so the canvas itself is not focusable.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const { t } = useLingui()
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const drawn = useRef(false)

  useEffect(() => {
    const context = canvas.current?.getContext('2d')
    if (!context) return
    context.lineWidth = 3
    context.lineCap = 'round'
    context.lineJoin = 'round'
    context.strokeStyle = '#111827'
  }, [])

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    return {
      x: ((event.clientX - box.left) / (box.width || WIDTH)) * WIDTH,
      y: ((event.clientY - box.top) / (box.height || HEIGHT)) * HEIGHT,
    }
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext('2d')
    if (!context) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    drawing.current = true
    const { x, y } = point(event)
    context.beginPath()
    context.moveTo(x, y)
    // A dot for a tap.
    context.lineTo(x + 0.1, y + 0.1)
    context.stroke()
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return
    const context = event.currentTarget.getContext('2d')
    if (!context) return
    const { x, y } = point(event)
    context.lineTo(x, y)
    context.stroke()
    drawn.current = true
  }

  function end(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return
    drawing.current = false
    drawn.current = true
    const data = event.currentTarget.toDataURL('image/png')
    onChange(data.slice(data.indexOf(',') + 1))
  }

  function clear() {
    const element = canvas.current
    element?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT)
    drawn.current = false
    onChange(null)
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className={padStyle}
        role="img"
        aria-label={t`Zone de signature : tracez votre signature au doigt, au stylet ou à la souris`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Button variant="outline" size="sm" onClick={clear}>
        <Trans>Effacer</Trans>
      </Button>
    </div>
  )
}
