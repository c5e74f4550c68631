import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { SimplePinInput } from '#client/ui/pin-input.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
import { useVerifyTwoFactor } from '../api/two-factor.ts'
import { useFailureDetail } from '../form-feedback.ts'

interface RegenerateCodesDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCodes: (codes: string[]) => void
}

/**
 * New recovery codes for an account with two-factor on (the old ones stop working): the server
 * asks both the password and a current code of the app (POST /api/users/2fa/verify), so a
 * session left open on a shared computer cannot print itself a way in.
 */
export function RegenerateCodesDialog({ open, onOpenChange, onCodes }: RegenerateCodesDialogProps) {
  const { t } = useLingui()
  const detail = useFailureDetail()
  const verify = useVerifyTwoFactor()
  const formId = useId()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState<string[]>([])
  const [errors, setErrors] = useState<{ password?: string; code?: string; other?: string }>({})

  function close(next: boolean) {
    if (!next) {
      setPassword('')
      setCode([])
      setErrors({})
    }
    onOpenChange(next)
  }

  function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault()
    if (verify.isPending) return
    const value = code.join('')
    const missing = {
      ...(password === '' ? { password: t`Saisissez votre mot de passe.` } : {}),
      ...(/^\d{6}$/.test(value) ? {} : { code: t`Saisissez les 6 chiffres affichés par votre application.` }),
    }
    setErrors(missing)
    if (Object.keys(missing).length > 0) return
    verify.mutate(
      { code: value, password },
      {
        onSuccess: (answer) => {
          close(false)
          onCodes(answer.recovery_codes)
        },
        onError: (failure) => {
          const fields = serverFieldErrors(failure)
          setCode([])
          setErrors(
            fields.password || fields.code
              ? { password: fields.password, code: fields.code }
              : {
                  other: detail(failure) ?? t`Une erreur est survenue.`,
                },
          )
        },
      },
    )
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => close(details.open)} role="alertdialog">
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>
            <Trans>Générer de nouveaux codes de secours ?</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>
              Vos codes actuels cesseront de fonctionner. Confirmez avec votre mot de passe et un code de l’application.
            </Trans>
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <form id={formId} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <Field.TextField
              label={<Trans>Mot de passe</Trans>}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value)
                setErrors((current) => ({ ...current, password: undefined }))
              }}
              error={errors.password}
            />
            <div>
              <SimplePinInput
                label={<Trans>Code de l’application</Trans>}
                value={code}
                onValueChange={(details) => {
                  setCode(details.value)
                  setErrors((current) => ({ ...current, code: undefined }))
                }}
                invalid={errors.code !== undefined}
                disabled={verify.isPending}
              />
              {errors.code ? (
                <Text tone="danger" size="small" role="alert">
                  {errors.code}
                </Text>
              ) : null}
            </div>
            {errors.other ? (
              <Text tone="danger" size="small" role="alert">
                {errors.other}
              </Text>
            ) : null}
          </form>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => close(false)}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" form={formId} loading={verify.isPending}>
            <Trans>Générer les codes</Trans>
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
