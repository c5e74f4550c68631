import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { myOffersUrl } from '../offer-links.ts'
import { OfferPage } from '../offer-page.tsx'
import { useReplacement } from '../replacement-api.ts'
import { OfferForm, type OfferSaved } from './offer-form.tsx'

/**
 * A new offer, or (`id`) a draft or a published offer to change: the same form; what can be done
 * follows the offer's status. Once saved, the holder lands on the tab of my offers that shows it.
 */
export function OfferFormScreen({
  id,
  dates,
}: {
  id: number | null
  /** A new offer's dates (`?start_date=&end_date=`), e.g. from the available nurses' search. */
  dates?: { start_date: string; end_date: string } | undefined
}) {
  const { t } = useLingui()
  const navigate = useNavigate()

  function saved(outcome: OfferSaved) {
    void navigate(myOffersUrl(outcome.kind === 'draft' || outcome.kind === 'queued' ? 'drafts' : 'published'))
  }

  if (id !== null) return <EditOffer id={id} onSaved={saved} />
  return (
    <OfferPage
      title={t`Nouvelle offre de remplacement | Relève`}
      heading={<Trans>Nouvelle offre de remplacement</Trans>}
      lead={<Trans>Les champs marqués * sont demandés pour publier. Un brouillon peut rester incomplet.</Trans>}
      back={{ to: myOffersUrl(), label: <Trans>Mes offres</Trans> }}
    >
      <OfferForm onSaved={saved} dates={dates} />
    </OfferPage>
  )
}

function EditOffer({ id, onSaved }: { id: number; onSaved: (outcome: OfferSaved) => void }) {
  const { t } = useLingui()
  const offer = useReplacement(id)
  const user = useCurrentUser()
  const frame = {
    title: t`Modifier l’offre | Relève`,
    back: { to: myOffersUrl(), label: <Trans>Mes offres</Trans> },
  }
  const toMyOffers = (
    <Button asChild variant="outline">
      <Link to={myOffersUrl()}>
        <Trans>Voir mes offres</Trans>
      </Link>
    </Button>
  )

  if (offer.isPending) {
    return (
      <OfferPage {...frame} heading={<Trans>Modifier l’offre</Trans>}>
        <div aria-busy="true">
          <SkeletonText lines={6} />
        </div>
      </OfferPage>
    )
  }
  if (offer.isError || !user || offer.data.author.id !== user.id) {
    return (
      <OfferPage {...frame} heading={<Trans>Modifier l’offre</Trans>}>
        <SimpleEmptyState
          title={<Trans>Cette offre n’est pas disponible</Trans>}
          description={<Trans>Elle a peut-être été supprimée, ou elle n’est pas à vous.</Trans>}
          action={toMyOffers}
        />
      </OfferPage>
    )
  }
  if (offer.data.status !== 'draft' && offer.data.status !== 'published') {
    return (
      <OfferPage {...frame} heading={<Trans>Modifier l’offre</Trans>}>
        <SimpleEmptyState
          title={<Trans>Cette offre ne peut plus être modifiée</Trans>}
          description={<Trans>Une offre pourvue, annulée ou expirée reste telle quelle.</Trans>}
          action={toMyOffers}
        />
      </OfferPage>
    )
  }
  return (
    <OfferPage
      {...frame}
      heading={offer.data.status === 'draft' ? <Trans>Modifier le brouillon</Trans> : <Trans>Modifier l’offre publiée</Trans>}
    >
      <OfferForm key={offer.data.id} offer={offer.data} onSaved={onSaved} />
    </OfferPage>
  )
}
