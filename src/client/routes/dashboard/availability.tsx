import { useLingui } from '@lingui/react/macro'
import { useCareTypeChoices } from '#client/entities/care-type/care-type-choices.ts'
import { AvailabilityScreen } from '#client/features/availability/components/availability-screen.tsx'
import type { RenderInvitedOffer } from '#client/features/availability/components/invitations-list.tsx'
import { offerDetailUrl } from '#client/features/replacements/offer-links.ts'
import { ReplacementCard } from '#client/features/replacements/replacement-card.tsx'

/** An invitation's offer, as the marketplace shows offers: its card, with the invitation's status and buttons. */
function InvitedOffer({ invitation, summary, actions }: Parameters<RenderInvitedOffer>[0]) {
  const careTypes = useCareTypeChoices()
  const offer = invitation.replacement
  if (!offer) return null
  return (
    <ReplacementCard
      replacement={offer}
      href={offerDetailUrl(offer.id)}
      careTypeNames={careTypes.names}
      showMyApplication={false}
      pending={summary}
      actions={actions ?? undefined}
    />
  )
}

const renderOffer: RenderInvitedOffer = (props) => <InvitedOffer {...props} />

/** /dashboard/availability (dashboard layout, members: the guard is in app/routes.tsx). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Mes disponibilités | Relève`}</title>
      <AvailabilityScreen renderOffer={renderOffer} />
    </>
  )
}
