import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { CheckIcon } from '#client/ui/icons.tsx'
import { css } from '#styled/css'

const banner = css({
  maxW: 'content',
  mx: 'auto',
  mt: { base: '4', md: '6' },
  px: { base: '4', md: '6' },
})

const box = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  p: '4',
  borderRadius: 'md',
  bg: 'bg.successSubtle',
  color: 'fg.default',
  fontWeight: 'medium',
  '& > svg': { width: '5', height: '5', flexShrink: '0', mt: '0.5', color: 'fg.success' },
})

/**
 * A sentence the previous screen left in the history state (`navigate('/', { state: { notice } })`)
 * — "your account is deleted" — shown on a public page. Read after mount: the prerendered HTML
 * has none, and a reload keeps the history state, so a first render with it would not match.
 */
export function RouteNoticeBanner() {
  const location = useLocation()
  const [notice, setNotice] = useState<string | null>(null)
  useEffect(() => {
    const state: unknown = location.state
    setNotice(state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string' ? state.notice : null)
  }, [location.state])
  if (!notice) return null
  return (
    <div className={banner}>
      <p role="status" className={box}>
        <CheckIcon />
        <span>{notice}</span>
      </p>
    </div>
  )
}
