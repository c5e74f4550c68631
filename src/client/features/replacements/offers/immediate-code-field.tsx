import { Trans, useLingui } from '@lingui/react/macro'
import { type Ref, useEffect, useId, useState } from 'react'
import { serverMessage, unreachableMessage } from '#client/lib/forms/failure.ts'
import { Button } from '#client/ui/button.tsx'
import { SimplePinInput } from '#client/ui/pin-input.tsx'
import { toast } from '#client/ui/toaster.ts'
import { EMAIL_CODE_LENGTH } from '#shared/immediate-confirmation.ts'
import { css } from '#styled/css'
import { useResendImmediateCode } from './immediate-confirmation-api.ts'

export interface ImmediateCodeFieldProps {
  digits: string[]
  onDigitsChange: (digits: string[]) => void
  /** The sixth digit is in. */
  onComplete: () => void
  /** A new code is on its way: the cells are to be emptied. */
  onResent: () => void
  /** Why the code was refused, in words. */
  error: string | undefined
  disabled: boolean
  /** When the server takes another request for a code (null: now). */
  resendAvailableAt: string | null
  /** Wraps the cells (`data-field="code"`), so that the form can focus the first one. */
  ref?: Ref<HTMLDivElement>
}

const errorLine = css({ textStyle: 'small', color: 'fg.danger', fontWeight: 'medium' })

/**
 * The mailed code: six cells (a pasted code fills them all, the phone may offer the code from the
 * mail), why it was refused, and another code on demand once the server allows it — counted
 * down, since it takes one a minute at most.
 */
export function ImmediateCodeField({
  digits,
  onDigitsChange,
  onComplete,
  onResent,
  error,
  disabled,
  resendAvailableAt,
  ref,
}: ImmediateCodeFieldProps) {
  const { t, i18n } = useLingui()
  const resend = useResendImmediateCode()
  const [resendError, setResendError] = useState<string | undefined>()
  const errorId = useId()
  const wait = useSecondsUntil(resendAvailableAt)

  function sendAgain() {
    if (resend.isPending || wait > 0) return
    setResendError(undefined)
    resend.mutate(undefined, {
      onSuccess: () => {
        toast.success(t`Un nouveau code vient de vous être envoyé.`)
        onResent()
      },
      onError: (failure) => setResendError(serverMessage(failure) ?? i18n._(unreachableMessage)),
    })
  }

  return (
    <div
      ref={ref}
      data-field="code"
      className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', alignItems: 'flex-start' })}
    >
      <SimplePinInput
        label={<Trans>Code reçu par e-mail</Trans>}
        length={EMAIL_CODE_LENGTH}
        name="code"
        autoFocus
        disabled={disabled}
        invalid={error !== undefined}
        value={digits}
        describedBy={error ? errorId : undefined}
        onValueChange={(details) => onDigitsChange(details.value)}
        onValueComplete={onComplete}
      />
      {error ? (
        <p id={errorId} role="alert" className={errorLine}>
          {error}
        </p>
      ) : null}
      <Button variant="link" disabled={wait > 0 || resend.isPending} onClick={sendAgain}>
        {wait > 0 ? t`Renvoyer le code (possible dans ${wait} s)` : t`Renvoyer le code`}
      </Button>
      {resendError ? (
        <p role="alert" className={errorLine}>
          {resendError}
        </p>
      ) : null}
    </div>
  )
}

/** Whole seconds until `iso` (0 once past), counted down every second while it is ahead. */
function useSecondsUntil(iso: string | null): number {
  const target = iso ? new Date(iso).getTime() : 0
  const [seconds, setSeconds] = useState(() => Math.max(0, Math.ceil((target - Date.now()) / 1000)))
  useEffect(() => {
    const remaining = () => Math.max(0, Math.ceil((target - Date.now()) / 1000))
    setSeconds(remaining())
    if (remaining() === 0) return
    const timer = setInterval(() => {
      const next = remaining()
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [target])
  return seconds
}
