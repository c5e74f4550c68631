import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { SimplePinInput } from '#client/ui/pin-input.tsx'
import { twoFactorCodeField } from '#shared/auth.ts'
import { css } from '#styled/css'
import { useVerifyTwoFactor } from '../api/verify-two-factor.ts'
import { outcomeOfError, type SignInOutcome } from '../login-outcome.ts'
import { SignInAlert } from './sign-in-alert.tsx'
import { useAuthTexts } from './use-auth-texts.ts'
import { useFinishing } from './use-finishing.ts'

const CODE_LENGTH = 6

export interface TwoFactorFormProps {
  hash: string
  /** The server opened the session: refresh the user and go on. */
  onSignedIn: () => Promise<void>
  /** The challenge is dead (expired, used, too many attempts): back to the password. */
  onExpired: () => void
}

/**
 * The second step of a login with two-factor on (docs/product.md#session): six cells for the app's code, sent as
 * soon as the sixth digit is in; or, for someone without their phone, a recovery code.
 */
export function TwoFactorForm({ hash, onSignedIn, onExpired }: TwoFactorFormProps) {
  const { t } = useLingui()
  const texts = useAuthTexts()
  const [mode, setMode] = useState<'app' | 'recovery'>('app')
  const [digits, setDigits] = useState<string[]>([])
  const [recoveryCode, setRecoveryCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<SignInOutcome | null>(null)
  const { finishing, finish } = useFinishing()
  const pinRef = useRef<HTMLDivElement>(null)
  const recoveryRef = useRef<HTMLInputElement>(null)
  const mutation = useVerifyTwoFactor()
  const errorId = useId()
  const busy = mutation.isPending || finishing

  function focusEntry(which: 'app' | 'recovery' = mode) {
    // After React has rendered the field of this mode.
    requestAnimationFrame(() => {
      if (which === 'app') pinRef.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus()
      else recoveryRef.current?.focus()
    })
  }

  async function handle(next: SignInOutcome) {
    if (next.kind === 'signed-in') return finish(onSignedIn, () => setOutcome({ kind: 'failed', message: null }))
    if (next.kind === 'challenge-expired') return onExpired()
    if (next.kind === 'bad-code' || next.kind === 'field-errors') {
      const message = next.kind === 'bad-code' ? next.message : (next.errors.code ?? Object.values(next.errors)[0] ?? '')
      setCodeError(message)
      setDigits([])
      setRecoveryCode('')
      focusEntry()
      return
    }
    setOutcome(next)
  }

  function send(rawCode: string) {
    if (busy) return
    setOutcome(null)
    const parsed = twoFactorCodeField.safeParse(rawCode)
    if (!parsed.success) {
      setCodeError(texts.message(parsed.error.issues[0]?.message ?? 'two_factor.code_format'))
      focusEntry()
      return
    }
    setCodeError(null)
    if (!navigator.onLine) {
      setOutcome({ kind: 'unreachable' })
      return
    }
    mutation.mutate(
      { hash, code: parsed.data },
      { onSuccess: (outcome) => void handle(outcome), onError: (error) => void handle(outcomeOfError(error)) },
    )
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send(mode === 'app' ? digits.join('') : recoveryCode)
  }

  function switchMode() {
    const next = mode === 'app' ? 'recovery' : 'app'
    setMode(next)
    setCodeError(null)
    setOutcome(null)
    focusEntry(next)
  }

  return (
    <form noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {mode === 'app' ? (
        <div ref={pinRef} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <SimplePinInput
            label={<Trans>Code à 6 chiffres de votre application</Trans>}
            length={CODE_LENGTH}
            name="code"
            autoFocus
            disabled={busy}
            invalid={codeError !== null}
            value={digits}
            describedBy={codeError ? errorId : undefined}
            onValueChange={(details) => {
              setDigits(details.value)
              if (codeError) setCodeError(null)
            }}
            onValueComplete={(details) => send(details.valueAsString)}
          />
          {codeError ? (
            <p id={errorId} role="alert" className={css({ textStyle: 'small', color: 'fg.danger', fontWeight: 'medium' })}>
              {codeError}
            </p>
          ) : null}
        </div>
      ) : (
        <Field.TextField
          ref={recoveryRef}
          label={<Trans>Code de secours</Trans>}
          hint={<Trans>Un des 10 codes reçus à l’activation de la double authentification. Chacun ne sert qu’une fois.</Trans>}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          required
          value={recoveryCode}
          onChange={(event) => {
            setRecoveryCode(event.currentTarget.value)
            if (codeError) setCodeError(null)
          }}
          error={codeError ?? undefined}
        />
      )}
      <SignInAlert outcome={outcome} />
      <Button type="submit" size="lg" loading={busy} loadingText={<Trans>Vérification…</Trans>}>
        <Trans>Valider</Trans>
      </Button>
      <Button variant="link" onClick={switchMode}>
        {mode === 'app' ? t`Utiliser un code de secours` : t`Utiliser le code de l’application`}
      </Button>
    </form>
  )
}
