import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { EmailField } from '#client/entities/person/email-field.tsx'
import { useForm } from '#client/lib/forms/use-form.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import { loginSchema } from '#shared/auth.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useLogin } from '../api/login.ts'
import { outcomeOfError, type SignInOutcome } from '../login-outcome.ts'
import { safeRedirect } from '../redirect.ts'
import { saveChallenge } from '../two-factor-challenge.ts'
import { FormAlert } from './form-alert.tsx'
import { PasswordInput } from './password-input.tsx'
import { OfflineSignInAlert, SignInAlert } from './sign-in-alert.tsx'
import { useAuthTexts } from './use-auth-texts.ts'
import { useFinishing } from './use-finishing.ts'

export interface LoginFormProps {
  /** The page asked for before logging in (already checked by the route, checked again here). */
  redirect: string | null
  /** The server opened a session: refresh the current user and move on (the route knows where). */
  onSignedIn: () => Promise<void>
  /** A message brought by the previous page (expired challenge, password changed…). */
  notice?: string | null
  /** The account's address, known from the previous page (a password just set). */
  email?: string | null
}

/**
 * POST /api/login and its three outcomes (docs/product.md#session): a token (signed in), a hash (the two-factor
 * step, which gets the hash and nothing else — the password stays in this component's memory and
 * leaves with it), or a failure in the words of docs/product.md#messages.
 */
export function LoginForm({ redirect, onSignedIn, notice, email: knownEmail }: LoginFormProps) {
  const navigate = useNavigate()
  const network = useNetworkStatus()
  const [outcome, setOutcome] = useState<SignInOutcome | null>(null)
  const { finishing, finish } = useFinishing()
  const mutation = useLogin()
  const busy = mutation.isPending || finishing
  const form = useForm({
    schema: loginSchema,
    initial: { email: knownEmail ?? '', password: '' },
    message: useAuthTexts().message,
    requiredWhenBlank: true,
    pending: busy,
  })

  async function handle(next: SignInOutcome) {
    if (next.kind === 'signed-in') return finish(onSignedIn, () => setOutcome({ kind: 'failed', message: null }))
    if (next.kind === 'challenge') {
      // The next page gets the hash and where to go after it, through session storage.
      saveChallenge(next.hash, safeRedirect(redirect))
      await navigate(paths.twoFactorChallenge)
      return
    }
    if (next.kind === 'field-errors') {
      form.showErrors(next.errors)
      return
    }
    setOutcome(next)
    if (next.kind === 'bad-credentials') {
      // The usual fix is retyping the password: put the cursor there, empty.
      form.set('password', '')
      form.formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus()
    }
  }

  const submit = form.submit((data) => {
    // No request is queued offline: logging in is now or not at all.
    if (!navigator.onLine) {
      setOutcome({ kind: 'unreachable' })
      return
    }
    mutation.mutate(data, {
      onSuccess: (outcome) => void handle(outcome),
      onError: (error) => void handle(outcomeOfError(error)),
    })
  })

  return (
    // The page is prerendered (docs/decisions/009): should a submit beat every script, POST keeps
    // the password out of the address bar and the logs (nothing answers it but a 404).
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={(event) => {
        if (!busy) setOutcome(null)
        submit(event)
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {notice ? <FormAlert tone="info">{notice}</FormAlert> : null}
      {network === 'offline' && outcome?.kind !== 'unreachable' ? <OfflineSignInAlert /> : null}
      <EmailField
        autoComplete="username"
        value={form.values.email}
        onChange={(value) => form.set('email', value)}
        error={form.errorOf('email')}
      />
      {/* The "forgot" link comes after the password field, in the page and in tab order: between
          the two fields, Tab from the e-mail landed on it and Enter opened the reset page. */}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <PasswordInput
          label={<Trans>Mot de passe</Trans>}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
          error={form.errorOf('password')}
        />
        <Link
          to={paths.resetPassword}
          className={css({
            alignSelf: 'flex-end',
            textStyle: 'small',
            color: 'fg.brand',
            textDecoration: 'underline',
            minH: '11',
            display: 'inline-flex',
            alignItems: 'center',
          })}
        >
          <Trans>Mot de passe oublié&#8239;?</Trans>
        </Link>
      </div>
      <SignInAlert outcome={outcome} />
      <Button type="submit" size="lg" loading={busy} loadingText={<Trans>Connexion…</Trans>}>
        <Trans>Se connecter</Trans>
      </Button>
    </form>
  )
}
