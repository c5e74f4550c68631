import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BackLink } from '#client/ui/back-link.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { ChevronLeftIcon } from '#client/ui/icons.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'

const page = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })
export interface OfferPageProps {
  /** The document's title ("… | Relève"). */
  title: string
  heading: ReactNode
  lead?: ReactNode
  back?: { to: string; label: ReactNode }
  /** Beside the heading from md up, under it on phones ("Nouvelle offre"). */
  actions?: ReactNode
  children: ReactNode
}

/** The frame of the holder's screens: the way back, the h1, a lead, the content. */
export function OfferPage({ title, heading, lead, back, actions, children }: OfferPageProps) {
  return (
    <div className={page}>
      <title>{title}</title>
      {back ? (
        <BackLink asChild className={css({ mb: '2' })}>
          <Link to={back.to}>
            <ChevronLeftIcon />
            {back.label}
          </Link>
        </BackLink>
      ) : null}
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          alignItems: { base: 'stretch', md: 'flex-end' },
          justifyContent: 'space-between',
          gap: '4',
          mb: '6',
        })}
      >
        <div>
          <Heading level={1}>{heading}</Heading>
          {lead ? (
            <Text tone="muted" className={css({ mt: '2' })}>
              {lead}
            </Text>
          ) : null}
        </div>
        {actions ? <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{actions}</div> : null}
      </div>
      {children}
    </div>
  )
}
