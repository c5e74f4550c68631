import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { currentUserQuery, useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { Spinner } from '#client/ui/spinner.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { ImmediateConfirmationSaved } from '#shared/immediate-confirmation.ts'
import { css } from '#styled/css'
import { applicantsUrl, myOffersUrl } from '../offer-links.ts'
import { OfferPage } from '../offer-page.tsx'
import { ImmediateConfirmationForm } from './immediate-confirmation.tsx'
import { useImmediateConfirmation } from './immediate-confirmation-api.ts'
import { ImmediateForm } from './immediate-form.tsx'

const notice = css({ mb: '6', p: '3', borderRadius: 'md', bg: 'bg.muted', textStyle: 'small', maxW: '40rem' })

/**
 * Where a holder lands right after /register-immediate (docs/product.md#routes). An address not
 * yet confirmed may publish this first, immediate offer; the nurses nearby are alerted once the
 * holder has typed, on this same page, the code mailed to them and their RPPS number. A confirmed
 * holder goes on to the offer's applicants, where the answer window shows.
 */
export function ImmediateScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const client = useQueryClient()
  const user = useCurrentUser()
  const confirmation = useImmediateConfirmation(user !== null)
  const unconfirmed = user !== null && !user.email_verified_at
  const held = confirmation.data?.held_replacement_id ? confirmation.data : null
  const commune =
    user?.commune_insee && user.commune_name
      ? { insee: user.commune_insee, name: user.commune_name, postal_code: user.postal_code ?? '' }
      : null

  async function onConfirmed(answer: ImmediateConfirmationSaved) {
    // The address is confirmed now: the guards of the applicants' page read it from the session.
    await client.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => null)
    const released = answer.released_replacement_id
    if (released === null) return
    toast.success(t`C’est confirmé : les remplaçants proches sont alertés`)
    await navigate(applicantsUrl(released))
  }

  return (
    <OfferPage
      title={t`Remplaçant aujourd’hui ou demain | Relève`}
      heading={<Trans>Un remplaçant aujourd’hui ou demain</Trans>}
      lead={<Trans>Quatre questions, et les remplaçants disponibles près de chez vous sont alertés.</Trans>}
      back={unconfirmed ? undefined : { to: myOffersUrl(), label: <Trans>Mes offres</Trans> }}
    >
      {unconfirmed && confirmation.isPending ? (
        // A reload after publishing: the offer may already wait for its confirmation.
        <Spinner label={t`Chargement…`} />
      ) : held ? (
        <ImmediateConfirmationForm confirmation={held} onConfirmed={(answer) => void onConfirmed(answer)} />
      ) : (
        <>
          {unconfirmed ? (
            <p className={notice}>
              <Trans>
                Votre offre part tout de suite. Pour que les remplaçants proches soient alertés, vous confirmerez ensuite ici
                votre adresse e-mail, avec le code à 6 chiffres que nous vous enverrons, et votre numéro RPPS.
              </Trans>
            </p>
          ) : null}
          <ImmediateForm
            initialCommune={commune}
            onPublished={(answer) => {
              if (answer.alerts_held) void confirmation.refetch()
              else void navigate(applicantsUrl(answer.replacement.id))
            }}
          />
        </>
      )}
    </OfferPage>
  )
}
