import type { ReactNode } from 'react'
import { css } from '#styled/css'

// A web address in a message: http(s) only, up to the next space or angle bracket.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/gi
// Punctuation that ends a sentence more often than an address ("voir https://x.fr.").
const TRAILING = /[.,;:!?)\]}'»]+$/

const link = css({ color: 'fg.brand', textDecoration: 'underline', overflowWrap: 'anywhere' })

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * A message's text as text (React escapes it: no HTML ever reaches the page), its line breaks
 * kept by the style, and its http(s) addresses made links that open apart from Relève and tell
 * the site nothing of where they came from (docs/security.md).
 */
export function MessageBody({ body }: { body: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index
    const raw = match[0].replace(TRAILING, '')
    const href = safeHref(raw)
    if (!href || raw === '') continue
    if (start > last) parts.push(body.slice(last, start))
    parts.push(
      <a key={start} href={href} target="_blank" rel="noopener noreferrer nofollow" className={link}>
        {raw}
      </a>,
    )
    last = start + raw.length
  }
  if (last < body.length) parts.push(body.slice(last))
  return <span className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{parts}</span>
}
