import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { resetPasswordSchema } from '#shared/auth.ts'
import { css } from '#styled/css'
import { useLogin } from '../api/login.ts'
import { useResetPassword } from '../api/password-reset.ts'
import { authTexts } from '../auth-messages.ts'
import { type FieldErrors, firstServerErrors, focusFirstError, validateWith, withoutError } from '../form-errors.ts'
import { outcomeOfError, type SignInOutcome } from '../login-outcome.ts'
import { FormAlert } from './form-alert.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { useErrorText } from './use-error-text.ts'

const order = ['email', 'password', 'password_confirmation'] as const

export interface ResetPasswordFormProps {
  token: string
  /** The address the link was sent to (from the link); asked when the link lost it. */
  email: string | null
  submitLabel: ReactNode
  /**
   * Once the password is saved, log in with it (POST /api/login, two-factor included) before
   * `onDone`: the first password of an immediate registration, whose urgent offer is running.
   */
  signInAfter?: boolean
  /**
   * The password is saved: the server's sentence, the account's address and, with `signInAfter`,
   * how logging in went (null without it). The password itself stays in this form.
   */
  onDone: (done: PasswordSet) => Promise<void>
  /** The link is used, expired or replaced: what to offer instead. */
  deadLink: ReactNode
}

export interface PasswordSet {
  message: string
  email: string
  signIn: SignInOutcome | null
}

/**
 * POST /api/reset-password: a new password from a mailed link (reset, or the first one after an
 * immediate registration). The server ends every session and signs nobody in: with
 * `signInAfter`, the form logs in with the password just typed, as the login form would.
 */
export function ResetPasswordForm({
  token,
  email: linkEmail,
  submitLabel,
  signInAfter = false,
  onDone,
  deadLink,
}: ResetPasswordFormProps) {
  const { t, i18n } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState(linkEmail ?? '')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [dead, setDead] = useState(false)
  const [finishing, setFinishing] = useState(false)
  const mutation = useResetPassword()
  const login = useLogin()
  const errorOf = useErrorText(errors)

  function showErrors(found: FieldErrors) {
    setErrors(found)
    focusFirstError(formRef.current, order, found)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending || finishing) return
    setFailure(null)
    const input = { token, email, password, password_confirmation: confirmation }
    const result = validateWith(resetPasswordSchema, input)
    if (!result.ok) {
      if (result.errors.token) return setDead(true)
      return showErrors(result.errors)
    }
    if (!navigator.onLine) {
      setFailure(t`Vous êtes hors connexion. Retrouvez du réseau, puis réessayez.`)
      return
    }
    mutation.mutate(result.data, {
      onSuccess: async (answer) => {
        setFinishing(true)
        try {
          const signIn = signInAfter
            ? await login
                .mutateAsync({ email: result.data.email, password: result.data.password })
                .catch((error: unknown) => outcomeOfError(error))
            : null
          await onDone({ message: answer.message, email: result.data.email, signIn })
        } finally {
          setFinishing(false)
        }
      },
      onError: (error) => {
        if (isApiError(error) && error.body.code === 'password_reset.invalid') return setDead(true)
        if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0)
          return showErrors(firstServerErrors(error.errors))
        if (isApiError(error) && (error.code === 'network' || error.code === 'timeout')) {
          return setFailure(t`Relève ne répond pas. Vérifiez votre connexion et réessayez.`)
        }
        setFailure(isApiError(error) && error.body.code ? error.body.message : i18n._(authTexts.genericError))
      },
    })
  }

  if (dead) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <FormAlert focus>
          <Trans>
            Ce lien n’est plus valable&#8239;: il a déjà servi, a expiré (une heure) ou a été remplacé par un plus récent.
          </Trans>
        </FormAlert>
        {deadLink}
      </div>
    )
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {linkEmail ? (
        <p>
          <Trans>
            Compte&nbsp;: <strong>{linkEmail}</strong>
          </Trans>
        </p>
      ) : (
        <Field.TextField
          label={<Trans>Adresse e-mail de votre compte</Trans>}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            setErrors((current) => withoutError(current, 'email'))
          }}
          error={errorOf('email')}
        />
      )}
      {/* Password managers file the new password under this account. */}
      {linkEmail ? <input type="hidden" name="username" autoComplete="username" value={linkEmail} readOnly /> : null}
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={(value) => {
          setPassword(value)
          setErrors((current) => withoutError(current, 'password'))
        }}
        onConfirmationChange={(value) => {
          setConfirmation(value)
          setErrors((current) => withoutError(current, 'password_confirmation'))
        }}
        context={{ email }}
        errors={{ password: errorOf('password'), password_confirmation: errorOf('password_confirmation') }}
        allowGenerate
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" size="lg" loading={mutation.isPending || finishing} loadingText={<Trans>Enregistrement…</Trans>}>
        {submitLabel}
      </Button>
    </form>
  )
}
