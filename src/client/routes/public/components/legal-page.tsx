import type { ReactNode } from 'react'
import { css } from '#styled/css'

const page = css({ maxW: 'prose', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } })

const header = css({ mb: '8', pb: '6', borderBottomWidth: '1px', borderColor: 'border.default' })

const title = css({ textStyle: 'h1', textWrap: 'balance' })

const lead = css({ mt: '4', textStyle: 'lead', color: 'fg.muted' })

const meta = css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })

/** Long-form text: readable measure, spaced headings, visible links. */
export const prose = css({
  lineHeight: '1.7',
  '& h2': { textStyle: 'h2', mt: '10', mb: '3' },
  '& section': { scrollMarginTop: '20' },
  '& h3': { textStyle: 'h4', mt: '6', mb: '2' },
  '& p': { mt: '3' },
  '& ul, & ol': { mt: '3', pl: '6', display: 'flex', flexDirection: 'column', gap: '1.5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li::marker': { color: 'fg.brand' },
  '& a': {
    color: 'fg.brand',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _hover: { textDecorationThickness: '2px' },
  },
  '& strong': { fontWeight: 'semibold' },
  '& dl': { mt: '3', display: 'grid', gridTemplateColumns: { base: '1fr', sm: '12rem 1fr' }, gap: { base: '0.5', sm: '2' } },
  '& dt': { fontWeight: 'semibold', mt: { base: '2', sm: '0' } },
  '& dd': { color: 'fg.default', overflowWrap: 'anywhere' },
})

/** A legal or explanatory page: one h1, its lead, an optional version line, then h2 sections. */
export function LegalPage({
  heading,
  intro,
  version,
  children,
}: {
  heading: ReactNode
  intro?: ReactNode
  version?: ReactNode
  children: ReactNode
}) {
  return (
    <article className={page}>
      <header className={header}>
        <h1 className={title}>{heading}</h1>
        {intro ? <p className={lead}>{intro}</p> : null}
        {version ? <p className={meta}>{version}</p> : null}
      </header>
      <div className={prose}>{children}</div>
    </article>
  )
}

/** An h2 section with an anchor, so that other pages can link to it (/privacy-security#cookies). */
export function LegalSection({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      {children}
    </section>
  )
}
