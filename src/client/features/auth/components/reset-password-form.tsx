import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useState } from 'react'
import { EmailField } from '#client/entities/person/email-field.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import { resetPasswordSchema } from '#shared/auth.ts'
import { css } from '#styled/css'
import { useLogin } from '../api/login.ts'
import { useResetPassword } from '../api/password-reset.ts'
import { outcomeOfError, type SignInOutcome } from '../login-outcome.ts'
import { FormAlert } from './form-alert.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { useAuthTexts } from './use-auth-texts.ts'

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
  const { t } = useLingui()
  const texts = useAuthTexts()
  const [dead, setDead] = useState(false)
  const [finishing, setFinishing] = useState(false)
  const mutation = useResetPassword()
  const login = useLogin()
  const form = useForm({
    schema: resetPasswordSchema,
    initial: { email: linkEmail ?? '', password: '', password_confirmation: '' },
    message: texts.message,
    requiredWhenBlank: true,
  })
  const { values, set, errorOf } = form

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending || finishing) return
    form.setFailure(null)
    // A token the schema refuses is a dead link, not a field to fix.
    if (!resetPasswordSchema.shape.token.safeParse(token).success) return setDead(true)
    const data = form.check({ token, ...values })
    if (data === null) return
    if (!navigator.onLine) {
      form.setFailure(t`Vous êtes hors connexion. Retrouvez du réseau, puis réessayez.`)
      return
    }
    mutation.mutate(data, {
      onSuccess: async (answer) => {
        setFinishing(true)
        try {
          const signIn = signInAfter
            ? await login
                .mutateAsync({ email: data.email, password: data.password })
                .catch((error: unknown) => outcomeOfError(error))
            : null
          await onDone({ message: answer.message, email: data.email, signIn })
        } finally {
          setFinishing(false)
        }
      },
      onError: (error) => {
        if (isApiError(error) && error.body.code === 'password_reset.invalid') return setDead(true)
        if (!form.fail(error)) form.setFailure(texts.failure(error))
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
    <form ref={form.formRef} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {linkEmail ? (
        <p>
          <Trans>
            Compte&nbsp;: <strong>{linkEmail}</strong>
          </Trans>
        </p>
      ) : (
        <EmailField
          label={<Trans>Adresse e-mail de votre compte</Trans>}
          autoComplete="username"
          value={values.email}
          onChange={(value) => set('email', value)}
          error={errorOf('email')}
        />
      )}
      {/* Password managers file the new password under this account. */}
      {linkEmail ? <input type="hidden" name="username" autoComplete="username" value={linkEmail} readOnly /> : null}
      <NewPasswordFields
        password={values.password}
        confirmation={values.password_confirmation}
        onPasswordChange={(value) => set('password', value)}
        onConfirmationChange={(value) => set('password_confirmation', value)}
        context={{ email: values.email }}
        errors={{ password: errorOf('password'), password_confirmation: errorOf('password_confirmation') }}
        allowGenerate
      />
      {form.failure ? <FormAlert>{form.failure}</FormAlert> : null}
      <Button type="submit" size="lg" loading={mutation.isPending || finishing} loadingText={<Trans>Enregistrement…</Trans>}>
        {submitLabel}
      </Button>
    </form>
  )
}
