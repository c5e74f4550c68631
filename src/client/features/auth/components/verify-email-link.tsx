import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import { Spinner } from '#client/ui/spinner.tsx'
import { css } from '#styled/css'
import { useVerifyEmail } from '../api/email-verification.ts'
import { authTexts } from '../auth-messages.ts'
import { FormAlert } from './form-alert.tsx'
import { ResendVerification } from './resend-verification.tsx'

export type VerifyLinkFailure = 'invalid' | 'expired' | 'other-account' | 'throttled' | 'offline' | 'error'

/** What a failed POST /api/email/verify means for the reader. */
export function verifyLinkFailure(error: unknown): VerifyLinkFailure {
  if (!isApiError(error)) return 'error'
  if (error.code === 'network' || error.code === 'timeout') return 'offline'
  if (error.status === 429) return 'throttled'
  switch (error.body.code) {
    case 'verification.expired':
      return 'expired'
    case 'verification.other_account':
      return 'other-account'
    case 'verification.invalid':
    case 'validation.failed':
      return 'invalid'
    default:
      return 'error'
  }
}

/**
 * /auth/verify-email?token=…: sends the mailed token once (POST /api/email/verify) and says how it
 * went. On success the page goes on (`onVerified`); an expired or broken link offers a new one.
 */
export function VerifyEmailLink({ token, onVerified }: { token: string; onVerified: (message: string) => Promise<void> }) {
  const { i18n } = useLingui()
  const mutation = useVerifyEmail()
  const sentFor = useRef<string | null>(null)
  const [continuing, setContinuing] = useState(false)

  function send() {
    mutation.mutate(token, {
      onSuccess: async (answer) => {
        setContinuing(true)
        try {
          await onVerified(answer.message)
        } finally {
          setContinuing(false)
        }
      },
    })
  }

  // Once per token, even when React runs effects twice in development.
  // biome-ignore lint/correctness/useExhaustiveDependencies: send() is recreated each render; the token decides.
  useEffect(() => {
    if (sentFor.current === token) return
    sentFor.current = token
    send()
  }, [token])

  if (mutation.isPending || mutation.isIdle || continuing) {
    return (
      <p role="status" className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <Spinner size="sm" />
        <Trans>Confirmation de votre adresse e-mail…</Trans>
      </p>
    )
  }
  if (mutation.isSuccess) {
    return (
      <FormAlert tone="success" focus>
        {mutation.data.message}
      </FormAlert>
    )
  }

  const failure = verifyLinkFailure(mutation.error)
  const serverMessage = isApiError(mutation.error) && mutation.error.body.code ? mutation.error.body.message : null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <FormAlert focus>
        {failure === 'invalid' ? (
          <Trans>
            Ce lien de confirmation n’est pas valide. Il a peut-être été mal copié : demandez-en un nouveau ci-dessous.
          </Trans>
        ) : failure === 'expired' ? (
          <Trans>Ce lien de confirmation a expiré. Demandez-en un nouveau ci-dessous.</Trans>
        ) : failure === 'other-account' ? (
          (serverMessage ?? (
            <Trans>Ce lien confirme l’adresse d’un autre compte. Déconnectez-vous, puis ouvrez-le de nouveau.</Trans>
          ))
        ) : failure === 'offline' ? (
          <Trans>Relève ne répond pas. Vérifiez votre connexion, puis réessayez.</Trans>
        ) : (
          (serverMessage ?? i18n._(authTexts.genericError))
        )}
      </FormAlert>
      {failure === 'offline' || failure === 'error' || failure === 'throttled' ? (
        <Button onClick={send}>
          <Trans>Réessayer</Trans>
        </Button>
      ) : null}
      {failure === 'invalid' || failure === 'expired' ? (
        <section aria-labelledby="resend-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <h2 id="resend-title" className={css({ textStyle: 'h4' })}>
            <Trans>Recevoir un nouveau lien</Trans>
          </h2>
          <ResendVerification />
        </section>
      ) : null}
    </div>
  )
}
