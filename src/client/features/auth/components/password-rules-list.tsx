import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CheckIcon, InfoIcon } from '#client/ui/icons.tsx'
import { VisuallyHidden } from '#client/ui/visually-hidden.tsx'
import { css, cx } from '#styled/css'
import type { PasswordChecks } from '../password-rules.ts'

const list = css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'small', color: 'fg.muted' })
const item = css({
  display: 'flex',
  gap: '1.5',
  alignItems: 'flex-start',
  '& svg': { w: '4', h: '4', flexShrink: '0', mt: '0.5' },
})
const met = css({ color: 'fg.success' })
const dot = css({
  w: '4',
  h: '4',
  flexShrink: '0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  _before: { content: '""', w: '1.5', h: '1.5', borderRadius: 'full', bg: 'currentColor' },
})

type State = 'met' | 'unmet' | 'info'

function Rule({ state, children }: { state: State; children: ReactNode }) {
  return (
    <li className={cx(item, state === 'met' && met)}>
      {state === 'met' ? <CheckIcon /> : state === 'info' ? <InfoIcon /> : <span className={dot} aria-hidden="true" />}
      <span>
        {children}
        {state === 'met' ? (
          <VisuallyHidden>
            <Trans>(respecté)</Trans>
          </VisuallyHidden>
        ) : state === 'unmet' ? (
          <VisuallyHidden>
            <Trans>(pas encore respecté)</Trans>
          </VisuallyHidden>
        ) : null}
      </span>
    </li>
  )
}

/**
 * The rules of a new password, checked as the user types. Not a live region (it would speak at
 * every key): the password field points at it with aria-describedby.
 */
export function PasswordRulesList({ id, checks }: { id: string; checks: PasswordChecks }) {
  return (
    <ul id={id} className={list}>
      <Rule state={checks.length ? 'met' : 'unmet'}>
        <Trans>8 caractères au moins</Trans>
      </Rule>
      <Rule state={checks.advisedLength ? 'met' : 'unmet'}>
        <Trans>12 caractères ou plus conseillés (une phrase facile à retenir fait l’affaire)</Trans>
      </Rule>
      <Rule state={checks.noPersonalWords ? 'met' : 'unmet'}>
        <Trans>Ni votre nom, ni votre adresse e-mail, ni le nom du site</Trans>
      </Rule>
      <Rule state="info">
        <Trans>Les mots de passe trop courants sont refusés à l’envoi</Trans>
      </Rule>
    </ul>
  )
}
