import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { Button, type ButtonProps } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'

export interface PasswordDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  confirmVariant?: ButtonProps['variant']
  /** Runs the action; a 422 on the field shows under it, anything else is the caller's. */
  onConfirm: (value: string) => Promise<unknown>
  pending: boolean
  /** An account with no password yet (immediate registration) confirms with its e-mail address. */
  confirmWith?: 'password' | 'email'
}

/** Asks the password again before a sensitive change (docs/security.md#two-factor, account deletion). */
export function PasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  confirmVariant = 'solid',
  onConfirm,
  pending,
  confirmWith = 'password',
}: PasswordDialogProps) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const formId = useId()

  function close(next: boolean) {
    if (!next) {
      setPassword('')
      setError(undefined)
    }
    onOpenChange(next)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    if (password === '') {
      setError(confirmWith === 'email' ? t`Saisissez votre adresse e-mail.` : t`Saisissez votre mot de passe.`)
      return
    }
    try {
      await onConfirm(password)
    } catch (failure) {
      const errors = serverFieldErrors(failure)
      const message = errors[confirmWith] ?? (isApiError(failure) && failure.status === 403 ? failure.body.message : undefined)
      if (message) setError(message)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => close(details.open)} role="alertdialog">
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <form id={formId} noValidate onSubmit={submit}>
            <Field.TextField
              label={confirmWith === 'email' ? <Trans>Adresse e-mail du compte</Trans> : <Trans>Mot de passe</Trans>}
              name={confirmWith}
              type={confirmWith === 'email' ? 'email' : 'password'}
              autoComplete={confirmWith === 'email' ? 'email' : 'current-password'}
              required
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value)
                setError(undefined)
              }}
              error={error}
            />
          </form>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => close(false)}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" form={formId} variant={confirmVariant} loading={pending}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
