import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { BackLink } from '#client/ui/back-link.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { ChevronLeftIcon } from '#client/ui/icons.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import { nurseRoles } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { useListing } from '../api/listings-api.ts'
import { listingUrl, myListingsUrl } from '../listing-links.ts'
import { ListingForm, type ListingSaved } from './listing-form.tsx'

function Frame({ title, heading, lead, children }: { title: string; heading: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: 'prose' })}>
      <title>{title}</title>
      <BackLink asChild>
        <Link to={myListingsUrl}>
          <ChevronLeftIcon />
          <Trans>Mes annonces</Trans>
        </Link>
      </BackLink>
      <Heading level={1}>{heading}</Heading>
      {lead ? <Text tone="muted">{lead}</Text> : null}
      {children}
    </div>
  )
}

/**
 * /dashboard/partners/create and /dashboard/partners/{id}/edit: the listing form. Posting is for
 * nurses (the server says so too); once saved, the member lands on the listing, or on their
 * listings for a draft queued offline.
 */
export function ListingFormScreen({ id }: { id: number | null }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const nurse = nurseRoles.some((role) => user?.roles.includes(role))

  function saved(outcome: ListingSaved, savedId: number | null) {
    if (outcome === 'queued') toast.success(t`Brouillon enregistré sur l’appareil : il partira dès le retour du réseau.`)
    void navigate(outcome === 'queued' || savedId === null ? myListingsUrl : listingUrl(savedId))
  }

  if (!nurse)
    return (
      <Frame title={t`Nouvelle annonce | Relève`} heading={<Trans>Nouvelle annonce de partenariat</Trans>}>
        <SimpleEmptyState
          title={t`Les annonces de partenariat sont réservées aux infirmiers`}
          description={t`Ajoutez le rôle de titulaire ou de remplaçant à votre compte pour publier une annonce.`}
        />
      </Frame>
    )
  if (id !== null) return <EditListing id={id} viewerId={user?.id ?? null} onSaved={saved} />
  return (
    <Frame
      title={t`Nouvelle annonce | Relève`}
      heading={<Trans>Nouvelle annonce de partenariat</Trans>}
      lead={<Trans>Les champs marqués * sont demandés pour publier. Un brouillon peut rester incomplet.</Trans>}
    >
      <ListingForm onSaved={saved} />
    </Frame>
  )
}

function EditListing({
  id,
  viewerId,
  onSaved,
}: {
  id: number
  viewerId: number | null
  onSaved: (outcome: ListingSaved, id: number | null) => void
}) {
  const { t } = useLingui()
  const query = useListing(id)
  const frame = { title: t`Modifier l’annonce | Relève`, heading: <Trans>Modifier l’annonce</Trans> }
  const back = (
    <Button asChild variant="outline">
      <Link to={myListingsUrl}>
        <Trans>Voir mes annonces</Trans>
      </Link>
    </Button>
  )
  if (query.isPending)
    return (
      <Frame {...frame}>
        <div aria-busy="true">
          <SkeletonText lines={6} />
        </div>
      </Frame>
    )
  if (query.isError || query.data.author.id !== viewerId)
    return (
      <Frame {...frame}>
        <SimpleEmptyState
          title={t`Cette annonce n’est pas disponible`}
          description={t`Elle a peut-être été supprimée, ou elle n’est pas à vous.`}
          action={back}
        />
      </Frame>
    )
  if (query.data.status !== 'draft' && query.data.status !== 'published')
    return (
      <Frame {...frame}>
        <SimpleEmptyState
          title={t`Cette annonce ne peut plus être modifiée`}
          description={t`Une annonce pourvue, retirée ou expirée reste telle quelle. Une annonce expirée se renouvelle.`}
          action={back}
        />
      </Frame>
    )
  return (
    <Frame {...frame}>
      <ListingForm key={query.data.id} listing={query.data} onSaved={onSaved} />
    </Frame>
  )
}
