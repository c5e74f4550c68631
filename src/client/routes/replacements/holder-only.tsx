import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { OfferPage } from '#client/features/replacements/offer-page.tsx'
import { AddRoleButton } from '#client/features/roles/components/add-role-button.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { paths } from '#shared/paths.ts'
import { holdsRole } from '#shared/user-access.ts'
import { css } from '#styled/css'

/**
 * The holder's screens (my offers, the offer form, /immediate, the applicants): for accounts that
 * hold the titulaire role — the server refuses anyone else's offer. Another member is told so
 * before filling in anything, and may take the role on here; the screen then opens.
 */
export function Component() {
  const user = useCurrentUser()
  if (!user || holdsRole(user, 'titulaire')) return <Outlet />
  return <HolderRoleNeeded />
}

function HolderRoleNeeded() {
  const { t } = useLingui()
  return (
    <OfferPage title={t`Réservé aux titulaires | Relève`} heading={<Trans>Publier une offre de remplacement</Trans>}>
      <SimpleEmptyState
        headingLevel={2}
        title={t`Les offres de remplacement sont publiées par les titulaires`}
        description={t`Pour publier une offre, votre compte doit avoir le rôle titulaire. Si vous avez un cabinet, ajoutez-le : vous pourrez publier des offres et choisir vos remplaçants, et ce que vous faites déjà reste comme avant.`}
        action={
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>
            <AddRoleButton nurseRole="titulaire" variant="solid" />
            <Button asChild variant="outline">
              <Link to={paths.replacements}>
                <Trans>Trouver un remplacement</Trans>
              </Link>
            </Button>
          </div>
        }
      />
    </OfferPage>
  )
}
