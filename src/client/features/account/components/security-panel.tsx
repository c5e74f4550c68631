import { Trans } from '@lingui/react/macro'
import { Heading } from '#client/ui/heading.tsx'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { SessionsList } from './sessions-list.tsx'
import { TwoFactorPanel } from './two-factor-panel.tsx'

/** Settings › Sécurité: two-factor authentication, then the devices signed in. */
export function SecurityPanel({ user }: { user: User }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
      <section aria-labelledby="two-factor-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Heading level={3} id="two-factor-heading">
          <Trans>Double authentification</Trans>
        </Heading>
        <TwoFactorPanel user={user} />
      </section>
      <section aria-labelledby="sessions-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Heading level={3} id="sessions-heading">
          <Trans>Appareils connectés</Trans>
        </Heading>
        <SessionsList />
      </section>
    </div>
  )
}
