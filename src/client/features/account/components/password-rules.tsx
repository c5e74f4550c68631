import { Trans, useLingui } from '@lingui/react/macro'
import { CheckIcon, CloseIcon } from '#client/ui/icons.tsx'
import {
  containsContextWord,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
  passwordLength,
} from '#shared/password.ts'
import { css } from '#styled/css'

const rule = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  textStyle: 'small',
  color: 'fg.muted',
  '& svg': { w: '4', h: '4', flexShrink: '0' },
  '&[data-ok]': { color: 'fg.success' },
})

export interface PasswordRuleResults {
  length: boolean
  noContext: boolean
  matches: boolean
}

/** The rules anyone can check (docs/security.md#passwords-registration-login); the server also refuses common passwords. */
export function checkPasswordRules(password: string, confirmation: string, context: PasswordContext): PasswordRuleResults {
  const length = passwordLength(password)
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    noContext: password !== '' && !containsContextWord(password, context),
    matches: password !== '' && password === confirmation,
  }
}

/** The rules, checked live as the password is typed, said politely to screen readers. */
export function PasswordRules({ results }: { results: PasswordRuleResults }) {
  const { t } = useLingui()
  const items = [
    { ok: results.length, label: <Trans>Au moins {PASSWORD_MIN_LENGTH} caractères (12 ou plus conseillés)</Trans> },
    { ok: results.noContext, label: <Trans>Ni votre nom, ni votre adresse e-mail, ni « Relève »</Trans> },
    { ok: results.matches, label: <Trans>Les deux mots de passe sont identiques</Trans> },
  ]
  return (
    <ul
      aria-label={t`Règles du mot de passe`}
      aria-live="polite"
      className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
    >
      {items.map((item, index) => (
        // The rules never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list
        <li key={index} className={rule} data-ok={item.ok || undefined}>
          {item.ok ? <CheckIcon /> : <CloseIcon />}
          <span>
            {item.label}
            <span className={css({ srOnly: true })}>{item.ok ? t`(respectée)` : t`(pas encore respectée)`}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
