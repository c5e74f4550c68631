import { Plural, Trans } from '@lingui/react/macro'
import { WarningIcon } from '#client/ui/icons.tsx'
import { css } from '#styled/css'
import { authorisationState } from '../authorisation-expiry.ts'

const notice = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'md',
  bg: 'bg.warningSubtle',
  color: 'fg.default',
  textStyle: 'small',
  '& svg': { width: '5', height: '5', flexShrink: '0', color: 'fg.warning', mt: '0.5' },
  '&[data-expired]': { bg: 'bg.dangerSubtle', '& svg': { color: 'fg.danger' } },
})

/** Says when the autorisation de remplacement ends soon (60 days) or has ended. */
export function AuthorisationNotice({ expiresOn }: { expiresOn: string | null }) {
  const state = authorisationState(expiresOn)
  if (state.kind !== 'expiring' && state.kind !== 'expired') return null
  return (
    <p role="status" className={notice} data-expired={state.kind === 'expired' || undefined}>
      <WarningIcon />
      <span>
        {state.kind === 'expired' ? (
          <Trans>
            Votre autorisation de remplacement a expiré. Demandez son renouvellement au conseil départemental de l’Ordre avant
            votre prochain remplacement.
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
      </span>
    </p>
  )
}
