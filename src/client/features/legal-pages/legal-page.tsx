import type { ReactNode } from 'react'
import { prose } from '#client/ui/prose.ts'
import { css } from '#styled/css'

const page = css({ maxW: 'prose', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } })

const header = css({ mb: '8', pb: '6', borderBottomWidth: '1px', borderColor: 'border.default' })

const title = css({ textStyle: 'h1', textWrap: 'balance' })

const lead = css({ mt: '4', textStyle: 'lead', color: 'fg.muted' })

const meta = css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })

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
