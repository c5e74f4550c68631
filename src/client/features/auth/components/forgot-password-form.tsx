import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { forgotPasswordSchema } from '#shared/auth.ts'
import { css } from '#styled/css'
import { useForgotPassword } from '../api/password-reset.ts'
import { authTexts } from '../auth-messages.ts'
import { type FieldErrors, validateWith } from '../form-errors.ts'
import { FormAlert } from './form-alert.tsx'
import { useErrorText } from './use-error-text.ts'

/**
 * POST /api/forgot-password. The answer is the same whether the address has an account or not
 * (nobody learns who is registered): the page shows it as it comes.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t, i18n } = useLingui()
  const inputRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState(initialEmail)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const mutation = useForgotPassword()
  const errorOf = useErrorText(errors)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending) return
    setFailure(null)
    const result = validateWith(forgotPasswordSchema, { email })
    if (!result.ok) {
      setErrors(result.errors)
      inputRef.current?.focus()
      return
    }
    setErrors({})
    if (!navigator.onLine) {
      setFailure(t`Vous êtes hors connexion. Retrouvez du réseau, puis réessayez.`)
      return
    }
    mutation.mutate(result.data.email, {
      onError: (error) => {
        if (isApiError(error) && error.status === 422) {
          setErrors({ email: error.errors.email?.[0] ?? error.body.message })
          inputRef.current?.focus()
          return
        }
        if (isApiError(error) && (error.code === 'network' || error.code === 'timeout')) {
          return setFailure(t`Relève ne répond pas. Vérifiez votre connexion et réessayez.`)
        }
        setFailure(isApiError(error) && error.body.code ? error.body.message : i18n._(authTexts.genericError))
      },
    })
  }

  if (mutation.isSuccess) {
    return (
      <FormAlert tone="success" focus>
        <p>{mutation.data.message}</p>
        <p>
          <Trans>Le lien est valable une heure. Pensez à regarder dans les courriers indésirables.</Trans>
        </p>
      </FormAlert>
    )
  }

  return (
    <form noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Field.TextField
        ref={inputRef}
        label={<Trans>Adresse e-mail de votre compte</Trans>}
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
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" size="lg" loading={mutation.isPending} loadingText={<Trans>Envoi…</Trans>}>
        <Trans>Recevoir un lien</Trans>
      </Button>
    </form>
  )
}
