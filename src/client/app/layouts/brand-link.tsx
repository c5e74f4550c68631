import { Link } from 'react-router'
import { Logo } from '#client/ui/logo.tsx'
import { css, cx } from '#styled/css'

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  fontSize: 'xl',
  textDecoration: 'none',
  borderRadius: 'sm',
})

/**
 * The logo, linking home (or to the dashboard inside it). The label starts with the visible
 * "Relève" (WCAG 2.5.3) and says where the link goes.
 */
export function BrandLink({ to = '/', label, className }: { to?: string; label: string; className?: string }) {
  return (
    <Link to={to} className={cx(link, className)} aria-label={label}>
      <Logo />
    </Link>
  )
}
