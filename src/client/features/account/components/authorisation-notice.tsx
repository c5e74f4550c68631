import { Plural, Trans } from '@lingui/react/macro'
import { Notice } from '#client/ui/notice.tsx'
import { authorisationState } from '../authorisation-expiry.ts'

/** Says when the autorisation de remplacement ends soon (60 days) or has ended. */
export function AuthorisationNotice({ expiresOn }: { expiresOn: string | null }) {
  const state = authorisationState(expiresOn)
  if (state.kind !== 'expiring' && state.kind !== 'expired') return null
  return (
    <Notice as="p" role="status" size="sm" tone={state.kind === 'expired' ? 'danger' : 'warning'}>
      {state.kind === 'expired' ? (
        <Trans>
          Votre autorisation de remplacement a expiré. Demandez son renouvellement au conseil départemental de l’Ordre avant votre
          prochain remplacement.
        </Trans>
      ) : state.days === 0 ? (
        <Trans>Votre autorisation de remplacement expire aujourd’hui : pensez à la renouveler.</Trans>
      ) : (
        <Plural
          value={state.days}
          one="Votre autorisation de remplacement expire dans # jour : pensez à la renouveler auprès de l’Ordre."
          other="Votre autorisation de remplacement expire dans # jours : pensez à la renouveler auprès de l’Ordre."
        />
      )}
    </Notice>
  )
}
