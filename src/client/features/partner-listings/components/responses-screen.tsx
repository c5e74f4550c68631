import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { BackLink } from '#client/ui/back-link.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { ChevronLeftIcon } from '#client/ui/icons.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useDecideResponse, useResponses } from '../api/responses-api.ts'
import { ReceivedList, SentList } from './responses-lists.tsx'

function Section({
  side,
  title,
  listingId = null,
}: {
  side: 'received' | 'sent'
  title: ReactNode
  /** Only the responses to this listing (from its page). */
  listingId?: number | null
}) {
  const { t } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const query = useResponses(side)
  const decide = useDecideResponse()
  const id = `responses-${side}`
  let body: ReactNode
  if (query.data) {
    const rows = query.data.partner_responses.filter((row) => listingId === null || row.listing.id === listingId)
    body =
      side === 'received' ? (
        <ReceivedList
          responses={rows}
          decidingId={decide.isPending ? (decide.variables?.responseId ?? null) : null}
          onDecide={(responseId, status) => decide.mutate({ responseId, status })}
        />
      ) : (
        <SentList responses={rows} />
      )
  } else if (offline)
    body = (
      <SimpleEmptyState
        headingLevel={3}
        title={t`Pas encore enregistrées sur cet appareil`}
        description={t`Elles s’afficheront au retour du réseau.`}
      />
    )
  else if (query.isError)
    body = (
      <LoadFailed onRetry={() => void query.refetch()}>
        <Trans>Les réponses n’ont pas pu être chargées.</Trans>
      </LoadFailed>
    )
  else
    body = (
      <Loading label={<Trans>Chargement des réponses…</Trans>}>
        <SkeletonText lines={3} />
      </Loading>
    )
  return (
    <section aria-labelledby={id} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Heading level={2} size="h3" id={id}>
        {title}
      </Heading>
      {listingId !== null ? (
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          <Trans>Les réponses à une de vos annonces.</Trans>{' '}
          <Link to={paths.partnersResponses} className={css({ color: 'fg.brand', fontWeight: 'medium' })}>
            <Trans>Voir toutes les réponses</Trans>
          </Link>
        </p>
      ) : null}
      <OfflineAgeBanner offline={offline} savedAt={query.data ? query.dataUpdatedAt : null} />
      {body}
    </section>
  )
}

/** /dashboard/partners/responses: the responses received on one's listings, and those one sent. */
export function ResponsesScreen() {
  const { t } = useLingui()
  const raw = useSearchParams()[0].get('listing')
  const listingId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <title>{t`Réponses aux annonces | Relève`}</title>
      <BackLink asChild>
        <Link to={paths.partners}>
          <ChevronLeftIcon />
          <Trans>Partenariats</Trans>
        </Link>
      </BackLink>
      <Heading level={1}>
        <Trans>Réponses aux annonces</Trans>
      </Heading>
      <Section side="received" title={<Trans>Reçues</Trans>} listingId={listingId} />
      <Section side="sent" title={<Trans>Envoyées</Trans>} />
    </div>
  )
}
