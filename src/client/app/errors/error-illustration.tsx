import { css } from '#styled/css'

const svg = css({ w: { base: '48', md: '56' }, h: 'auto', maxW: 'full' })
const soft = css({ fill: 'bg.brandSubtle' })
const line = css({ stroke: 'fg.brand', fill: 'none' })
const accent = css({ fill: 'bg.brand' })
const ground = css({ stroke: 'border.strong' })

/** A lost signpost on a road: decorative, so hidden from assistive technologies. */
export function ErrorIllustration() {
  return (
    <svg className={svg} viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="150" rx="104" ry="18" className={soft} />
      <path d="M24 150h192" strokeWidth="3" strokeLinecap="round" className={ground} />
      <path d="M120 150V40" strokeWidth="6" strokeLinecap="round" className={line} />
      <path d="M84 48h66l14 12-14 12H84z" className={accent} />
      <path d="M156 84H92l-14 12 14 12h64z" strokeWidth="4" strokeLinejoin="round" className={line} />
      <circle cx="186" cy="40" r="10" strokeWidth="4" className={line} />
      <path d="M186 28v-6m0 42v-6m12-18h6m-42 0h6" strokeWidth="4" strokeLinecap="round" className={line} />
      <path d="M44 128c10-16 24-16 34 0" strokeWidth="4" strokeLinecap="round" className={line} />
    </svg>
  )
}
