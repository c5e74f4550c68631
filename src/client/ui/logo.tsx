import type { ComponentProps } from 'react'
import { css, cx } from '#styled/css'
import { ACCENT_PATH, ACCENT_STROKE, LETTER_PATH, LETTER_STROKE, MARK_SIZE, markColors, TILE_RADIUS } from './brand/mark.ts'

// The logo as a component, drawn from the same geometry as the favicon and the PWA icons
// (brand/mark.ts). Its accessible name is "Relève": the visible wordmark, or a label on the mark
// alone. Put it in a link to the home page with no other text.

const BRAND_NAME = 'Relève'

const styles = {
  root: css({ display: 'inline-flex', alignItems: 'center', gap: '0.3em', lineHeight: 'none', color: 'fg.brand' }),
  mark: css({ flexShrink: '0', width: '1.6em', height: '1.6em' }),
  wordmark: css({ fontFamily: 'heading', fontWeight: 'extrabold', letterSpacing: 'tighter', fontSize: '1em' }),
}

/** The mark's shapes, for an `<svg>` of the mark's viewBox (the logo, the app's splash). */
export function MarkShapes() {
  return (
    <>
      <rect width={MARK_SIZE} height={MARK_SIZE} rx={TILE_RADIUS} fill={markColors.tile} />
      <path
        d={LETTER_PATH}
        fill="none"
        stroke={markColors.letter}
        strokeWidth={LETTER_STROKE}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d={ACCENT_PATH} fill="none" stroke={markColors.accent} strokeWidth={ACCENT_STROKE} strokeLinecap="round" />
    </>
  )
}

const svgProps = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: `0 0 ${MARK_SIZE} ${MARK_SIZE}`,
  className: styles.mark,
  focusable: 'false',
} as const

/** The mark, named when `label` is given, decorative otherwise. */
function Mark({ label }: { label?: string }) {
  if (label) {
    return (
      <svg {...svgProps} role="img" aria-label={label}>
        <MarkShapes />
      </svg>
    )
  }
  return (
    <svg {...svgProps} aria-hidden="true">
      <MarkShapes />
    </svg>
  )
}

export type LogoProps = ComponentProps<'span'> & {
  /** 'full': mark and wordmark (default); 'mark': the tile alone, e.g. in a narrow header. */
  variant?: 'full' | 'mark'
}

/** Size it with font-size (the mark is 1.6em): `<Logo className={css({ fontSize: 'xl' })} />`. */
export function Logo({ variant = 'full', className, ...props }: LogoProps) {
  if (variant === 'mark') {
    return (
      <span className={cx(styles.root, className)} {...props}>
        <Mark label={BRAND_NAME} />
      </span>
    )
  }
  return (
    <span className={cx(styles.root, className)} {...props}>
      <Mark />
      <span className={styles.wordmark}>{BRAND_NAME}</span>
    </span>
  )
}
