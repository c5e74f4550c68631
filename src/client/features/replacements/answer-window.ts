import { useEffect, useState } from 'react'
import type { Replacement } from '#shared/replacements.ts'

// setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a later end is waited for in steps.
const LONGEST_TIMEOUT_MS = 2_147_483_647

/**
 * Whether `instant` is still ahead, re-rendering the moment it passes: a screen left open shows
 * an answer window closing (and drops its answer button) without waiting for a refresh.
 */
export function useStillAhead(instant: string | null): boolean {
  const end = instant ? Date.parse(instant) : Number.NaN
  const [checkedAt, setCheckedAt] = useState(() => Date.now())
  const ahead = Number.isFinite(end) && Date.now() < end
  useEffect(() => {
    if (!ahead || checkedAt >= end) return
    // Checked again once the end has passed; a very long wait goes in steps, each a new check.
    const timer = setTimeout(() => setCheckedAt(Date.now()), Math.min(end - Date.now() + 1, LONGEST_TIMEOUT_MS))
    return () => clearTimeout(timer)
  }, [ahead, end, checkedAt])
  return ahead
}

/** The end of an open urgent or immediate offer's answers, if it has one. */
export function answerWindowEnd(offer: Pick<Replacement, 'urgency' | 'status' | 'answer_window_ends_at'>): string | null {
  return offer.urgency !== 'normal' && offer.status === 'published' ? offer.answer_window_ends_at : null
}
