import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ImmediateForm } from '#client/features/replacements/immediate-form.tsx'
import { applicantsUrl, myOffersUrl } from '#client/features/replacements/offer-links.ts'
import { OfferPage } from '#client/features/replacements/offer-page.tsx'
import { useCurrentUser } from '#client/features/session/api/current-user.ts'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { MailIcon } from '#client/ui/icons.tsx'
import { css } from '#styled/css'

const notice = css({ mb: '6', p: '3', borderRadius: 'md', bg: 'bg.muted', textStyle: 'small', maxW: '40rem' })

/**
 * /dashboard/replacements/immediate (SPEC §2 shows no guard; a session is enough): where a holder
 * lands right after /register-immediate. An address not yet confirmed may publish this first,
 * immediate offer (the alert goes out at once); seeing who answers waits for the mailed link.
 * A confirmed holder goes on to the offer's applicants, where the answer window shows.
 */
export function Component() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const [publishedUnconfirmed, setPublishedUnconfirmed] = useState(false)
  const unconfirmed = user !== null && !user.email_verified_at
  const commune =
    user?.commune_insee && user.commune_name
      ? { insee: user.commune_insee, name: user.commune_name, postal_code: user.postal_code ?? '' }
      : null

  return (
    <OfferPage
      title={t`Remplaçant aujourd’hui ou demain | Relève`}
      heading={<Trans>Un remplaçant aujourd’hui ou demain</Trans>}
      lead={<Trans>Quatre questions, et les remplaçants disponibles près de chez vous sont alertés.</Trans>}
      back={unconfirmed ? undefined : { to: myOffersUrl(), label: <Trans>Mes offres</Trans> }}
    >
      {publishedUnconfirmed ? (
        <SimpleEmptyState
          icon={<MailIcon />}
          title={<Trans>Offre publiée : les remplaçants proches sont alertés</Trans>}
          description={
            <Trans>
              Pour voir qui répond et choisir, confirmez votre adresse e-mail avec le lien que nous vous avons envoyé (il vous
              fait aussi choisir votre mot de passe).
            </Trans>
          }
        />
      ) : (
        <>
          {unconfirmed ? (
            <p className={notice}>
              <Trans>
                Votre offre part tout de suite. Pour voir les réponses et choisir, vous confirmerez votre adresse e-mail avec le
                lien que nous vous avons envoyé.
              </Trans>
            </p>
          ) : null}
          <ImmediateForm
            initialCommune={commune}
            onPublished={(replacement) => {
              if (unconfirmed) setPublishedUnconfirmed(true)
              else void navigate(applicantsUrl(replacement.id))
            }}
          />
        </>
      )}
    </OfferPage>
  )
}
