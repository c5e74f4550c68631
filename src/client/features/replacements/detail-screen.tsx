import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useCareTypeChoices } from '#client/entities/care-type/care-type-choices.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { BackLink } from '#client/ui/back-link.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { ChevronLeftIcon } from '#client/ui/icons.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { listCopyOf } from './list-copy.ts'
import { useOfflineData } from './offline-data.ts'
import { useReplacementOrListCopy } from './replacement-api.ts'
import { ReplacementDetail } from './replacement-detail.tsx'

/**
 * The offer's page: from the cache when offline (with its age); an offer never opened here shows
 * what a list on the device holds of it, the rest marked as waiting for the network; otherwise
 * "not seen on this device".
 */
export function DetailScreen({ id, viewerId }: { id: number; viewerId: number | null }) {
  const { t } = useLingui()
  const client = useQueryClient()
  const query = useReplacementOrListCopy(id)
  const partial = query.isPlaceholderData
  const { offline, savedAt } = useOfflineData(partial ? listCopyOf(client, id)?.savedAt : query.dataUpdatedAt)
  const careTypes = useCareTypeChoices()
  const replacement = query.data

  let body: ReactNode
  if (replacement)
    body = (
      <ReplacementDetail
        replacement={replacement}
        viewerId={viewerId}
        careTypeNames={careTypes.names}
        {...(partial ? { partial: offline ? ('offline' as const) : ('loading' as const) } : {})}
      />
    )
  else if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403))
    body = (
      <SimpleEmptyState
        headingLevel={2}
        title={t`Offre introuvable`}
        description={t`Cette offre n’existe pas ou n’est plus visible.`}
        action={
          <Button asChild variant="outline">
            <Link to={paths.replacements}>
              <Trans>Chercher d’autres offres</Trans>
            </Link>
          </Button>
        }
      />
    )
  else if (offline)
    body = (
      <SimpleEmptyState
        title={t`Offre non enregistrée sur cet appareil`}
        description={t`Cette offre n’a pas encore été ouverte ici. Elle s’affichera au retour du réseau.`}
      />
    )
  else if (query.isError)
    body = (
      <LoadFailed onRetry={() => void query.refetch()}>
        <Trans>L’offre n’a pas pu être chargée.</Trans>
      </LoadFailed>
    )
  else
    body = (
      <Loading label={<Trans>Chargement de l’offre…</Trans>}>
        <SkeletonText lines={6} />
      </Loading>
    )

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <title>
        {replacement?.commune ? t`Remplacement à ${replacement.commune.name} | Relève` : t`Offre de remplacement | Relève`}
      </title>
      {/* The holder came from their own offers; anyone else from the search. */}
      {replacement && viewerId !== null && replacement.author.id === viewerId ? (
        <BackLink asChild>
          <Link to={paths.replacementsMine}>
            <ChevronLeftIcon />
            <Trans>Mes offres</Trans>
          </Link>
        </BackLink>
      ) : (
        <BackLink asChild>
          <Link to={paths.replacements}>
            <ChevronLeftIcon />
            <Trans>Offres</Trans>
          </Link>
        </BackLink>
      )}
      <OfflineAgeBanner offline={offline} savedAt={replacement ? savedAt : null} />
      {body}
    </div>
  )
}
