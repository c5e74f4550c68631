import { Plural, Trans } from '@lingui/react/macro'
import { SuccessIcon } from '#client/ui/icons.tsx'
import type { ApplicationAccepted } from '#shared/replacements.ts'
import { offerDays } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { ComplianceWarnings } from '../compliance-warnings.tsx'
import { ContractLink } from '../contract/contract-link.tsx'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  bg: 'bg.successSubtle',
  _focus: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
})
const line = css({ display: 'flex', gap: '2', alignItems: 'flex-start', '& svg': { w: '5', h: '5', flexShrink: '0', mt: '0.5' } })

/**
 * What an accept changed: who was accepted, the offer's new state (filled, or how many days are
 * still open), the others declined when it filled, and the compliance warnings the server found
 * (not blocking: the holder reads them and acts).
 */
export function AcceptOutcome({ outcome, name }: { outcome: ApplicationAccepted; name: string }) {
  const offer = outcome.replacement
  const declined = outcome.declined_application_ids.length
  const open = offerDays(offer).length - offer.covered_days.length

  return (
    <section className={box} aria-labelledby="accept-outcome-title" tabIndex={-1} data-accept-outcome>
      <h2 id="accept-outcome-title" className={line}>
        <SuccessIcon aria-hidden="true" className={css({ color: 'fg.success' })} />
        <span className={css({ fontWeight: 'semibold' })}>
          <Trans>Candidature de {name} acceptée.</Trans>
        </span>
      </h2>
      {offer.status === 'filled' ? (
        <p>
          <Trans>L’offre est pourvue.</Trans>{' '}
          {declined > 0 ? (
            <Plural
              value={declined}
              one="L’autre candidature a été refusée et la personne prévenue."
              other="Les # autres candidatures ont été refusées et les personnes prévenues."
            />
          ) : null}
        </p>
      ) : open > 0 ? (
        <p>
          <Plural value={open} one="Il reste # jour à pourvoir." other="Il reste # jours à pourvoir." />
        </p>
      ) : null}
      <div>
        <ContractLink applicationId={outcome.application.id} variant="solid" />
      </div>
      <ComplianceWarnings warnings={outcome.warnings} />
    </section>
  )
}
