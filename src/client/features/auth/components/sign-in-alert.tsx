import { Trans, useLingui } from '@lingui/react/macro'
import { authTexts } from '../auth-messages.ts'
import type { SignInOutcome } from '../login-outcome.ts'
import { FormAlert } from './form-alert.tsx'

/** The sentence of docs/product.md#messages for a failed sign-in, or nothing when the failure belongs to a field. */
export function SignInAlert({ outcome }: { outcome: SignInOutcome | null }) {
  const { i18n } = useLingui()
  if (!outcome) return null
  switch (outcome.kind) {
    case 'bad-credentials':
      return <FormAlert>{i18n._(authTexts.badCredentials)}</FormAlert>
    case 'throttled':
      return <FormAlert>{outcome.message}</FormAlert>
    case 'unreachable':
      return <OfflineSignInAlert />
    case 'failed':
      return <FormAlert>{outcome.message ?? i18n._(authTexts.genericError)}</FormAlert>
    default:
      return null
  }
}

/** Login cannot wait for the network like a message can: say so, and queue nothing. */
export function OfflineSignInAlert() {
  return (
    <FormAlert>
      <p>
        <Trans>Connexion impossible sans réseau.</Trans>
      </p>
      <p>
        <Trans>
          Se connecter demande d’échanger avec Relève. Retrouvez du réseau (Wi-Fi ou données mobiles), puis réessayez.
        </Trans>
      </p>
    </FormAlert>
  )
}
