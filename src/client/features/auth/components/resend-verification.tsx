import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { verificationNotificationSchema } from '#shared/auth.ts'
import { css } from '#styled/css'
import { useResendVerification } from '../api/email-verification.ts'
import { authTexts } from '../auth-messages.ts'
import { type FieldErrors, validateWith } from '../form-errors.ts'
import { FormAlert } from './form-alert.tsx'
import { useErrorText } from './use-error-text.ts'

/**
 * POST /api/email/verification-notification `{ email }`: a new confirmation link (the older ones
 * stop working). With the signed-in user's address it is one button; otherwise the address is
 * asked. The server answers the same for any address and throttles repeats (429: the wait).
 */
export function ResendVerification({ email: knownEmail, label }: { email?: string | null; label?: string }) {
  const { t, i18n } = useLingui()
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const mutation = useResendVerification()
  const errorOf = useErrorText(errors)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending) return
    setFailure(null)
    setSent(false)
    const result = validateWith(verificationNotificationSchema, { email: knownEmail ?? email })
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    mutation.mutate(result.data.email, {
      onSuccess: () => {
        toast.success(i18n._(authTexts.emailSent), { duration: ACCOUNT_TOAST_MS })
        setSent(true)
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          // "Trop de tentatives. Réessayez dans 12 min.": the server knows the wait.
          return setFailure(error.body.message)
        }
        if (isApiError(error) && (error.code === 'network' || error.code === 'timeout')) {
          return setFailure(t`Relève ne répond pas. Vérifiez votre connexion et réessayez.`)
        }
        if (isApiError(error) && error.status === 422) {
          setErrors({ email: error.errors.email?.[0] ?? error.body.message })
          return
        }
        setFailure(isApiError(error) && error.body.code ? error.body.message : i18n._(authTexts.genericError))
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {knownEmail ? null : (
        <Field.TextField
          label={<Trans>Adresse e-mail</Trans>}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errorOf('email')}
        />
      )}
      {sent ? (
        <FormAlert tone="success">
          <p>{i18n._(authTexts.emailSent)}</p>
          <p>
            <Trans>Il arrive en quelques instants. Pensez à regarder dans les courriers indésirables.</Trans>
          </p>
        </FormAlert>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" variant="outline" loading={mutation.isPending} loadingText={<Trans>Envoi…</Trans>}>
        {label ?? t`Renvoyer le lien de confirmation`}
      </Button>
    </form>
  )
}
