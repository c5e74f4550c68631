import { Trans } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import type { NotificationFilter } from '#client/entities/notification/query-keys.ts'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
import { NotificationCentre } from './notification-centre.tsx'

const page = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })

/**
 * /dashboard/notifications: what happened to the user's offers, applications and saved searches.
 * A dashboard route; the header's bell leads here. `?filter=unread` keeps the choice in
 * the address (Back undoes it).
 */
export function NotificationsScreen() {
  const [params, setParams] = useSearchParams()
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all'
  return (
    <div className={page}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', mb: '6' })}>
        <Heading level={1}>
          <Trans>Notifications</Trans>
        </Heading>
        <Text className={css({ color: 'fg.muted' })}>
          <Trans>
            Candidatures, réponses, offres urgentes et recherches enregistrées. Réglez ce que vous recevez dans les paramètres.
          </Trans>
        </Text>
      </div>
      <NotificationCentre
        filter={filter}
        onFilterChange={(next) => {
          const written = new URLSearchParams(params)
          if (next === 'unread') written.set('filter', 'unread')
          else written.delete('filter')
          setParams(written)
        }}
      />
    </div>
  )
}
