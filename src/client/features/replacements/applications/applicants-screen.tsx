import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { myOffersUrl } from '../offer-links.ts'
import { OfferPage } from '../offer-page.tsx'
import { useReplacement } from '../replacement-api.ts'
import { ReplacementCardSkeleton } from '../replacement-card-skeleton.tsx'
import { ApplicantsList } from './applicants-list.tsx'

/** The applicants of one of my offers (docs/product.md#routes); `id` null when the address holds none. */
export function ApplicantsScreen({ id, after }: { id: number | null; after?: ReactNode }) {
  const { t } = useLingui()
  const frame = {
    title: t`Candidats | Relève`,
    heading: <Trans>Candidats</Trans>,
    back: { to: myOffersUrl(), label: <Trans>Mes offres</Trans> },
  }
  return <OfferPage {...frame}>{id === null ? <Unavailable /> : <Applicants id={id} after={after} />}</OfferPage>
}

/** `after`: what the route adds below the list for the author (the invitations she sent). */
function Applicants({ id, after }: { id: number; after: ReactNode }) {
  const offer = useReplacement(id)
  const user = useCurrentUser()
  if (offer.isPending)
    return (
      <div aria-busy="true">
        <ReplacementCardSkeleton />
      </div>
    )
  // Only the author sees the applicants (the server refuses anyone else).
  if (offer.isError || !user || offer.data.author.id !== user.id) return <Unavailable />
  return (
    <>
      <ApplicantsList offer={offer.data} />
      {after}
    </>
  )
}

function Unavailable() {
  return (
    <SimpleEmptyState
      title={<Trans>Cette offre n’est pas disponible</Trans>}
      description={<Trans>Elle a peut-être été supprimée, ou elle n’est pas à vous.</Trans>}
      action={
        <Button asChild variant="outline">
          <Link to={myOffersUrl()}>
            <Trans>Voir mes offres</Trans>
          </Link>
        </Button>
      }
    />
  )
}
