import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef } from 'react'
import { failureKind, serverMessage, unreachableMessage } from '#client/lib/forms/failure.ts'
import { type FieldErrors, hasErrors, serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { focusFirstError } from '#client/lib/forms/focus.ts'
import { useForm } from '#client/lib/forms/use-form.ts'
import { validate } from '#client/lib/forms/validate.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Notice } from '#client/ui/notice.tsx'
import {
  type ImmediateConfirmation,
  type ImmediateConfirmationInput,
  type ImmediateConfirmationSaved,
  immediateConfirmationSchema,
} from '#shared/immediate-confirmation.ts'
import { css } from '#styled/css'
import { ImmediateCodeField } from './immediate-code-field.tsx'
import { useConfirmImmediate } from './immediate-confirmation-api.ts'

export interface ImmediateConfirmationFormProps {
  confirmation: ImmediateConfirmation
  /** The server confirmed; `released_replacement_id` says which offer's alerts went out. */
  onConfirmed: (answer: ImmediateConfirmationSaved) => void
}

type ConfirmField = 'code' | 'rpps'

/** The shared schema's codes, in the words the server uses for them; a field left blank is asked for. */
const messages: Record<string, MessageDescriptor> = {
  'email_code.format': msg`Le code compte 6 chiffres.`,
  'rpps.format': msg`Le numéro RPPS compte 11 chiffres.`,
  'rpps.checksum': msg`Ce numéro RPPS n’est pas valide : vérifiez-le sur votre carte CPS.`,
  'code.required': msg`Saisissez le code à 6 chiffres reçu par e-mail.`,
  'rpps.required': msg`Indiquez votre numéro RPPS : il figure sur votre carte CPS.`,
}
const fallback = msg`Vérifiez ce champ.`

const panel = css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '40rem' })

/**
 * On the immediate offer's page, right after it was published by an account whose address is
 * not confirmed: the 6-digit code mailed to the holder and their RPPS number, typed here; the
 * replacement nurses nearby are alerted as soon as both are confirmed.
 */
export function ImmediateConfirmationForm({ confirmation, onConfirmed }: ImmediateConfirmationFormProps) {
  const { t, i18n } = useLingui()
  const confirm = useConfirmImmediate()
  const pinRef = useRef<HTMLDivElement>(null)
  const rppsRef = useRef<HTMLInputElement>(null)
  const needsCode = !confirmation.email_confirmed
  const needsRpps = confirmation.rpps === null
  const messageOf = (code: string) => i18n._(messages[code] ?? fallback)
  // Only what the account still lacks is asked for and sent, as typed.
  const inputOf = ({ digits, rpps }: { digits: string[]; rpps: string }): ImmediateConfirmationInput => ({
    ...(needsCode ? { code: digits.join('') } : {}),
    ...(needsRpps ? { rpps } : {}),
  })
  const form = useForm({
    schema: immediateConfirmationSchema,
    initial: () => ({ digits: [] as string[], rpps: '' }),
    toInput: inputOf,
    message: messageOf,
    requiredWhenBlank: true,
    pending: confirm.isPending,
  })
  const { values, errorOf } = form

  function focus(field: ConfirmField) {
    requestAnimationFrame(() => {
      if (field === 'code') pinRef.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus()
      else rppsRef.current?.focus()
    })
  }

  /** A refused code is emptied; the focus waits for the cells, disabled while sending, to be back. */
  function show(found: FieldErrors) {
    form.setErrors(found)
    if (found.code) form.setValues((current) => ({ ...current, digits: [] }))
    requestAnimationFrame(() => focusFirstError(form.formRef.current, found))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (confirm.isPending) return
    form.setFailure(null)
    const input = inputOf(values)
    // Checked here rather than by form.submit: a refused code also empties its cells.
    const checked = validate(immediateConfirmationSchema, input, { message: messageOf, requiredWhenBlank: true })
    if (!checked.ok) return show(checked.errors)
    form.setErrors({})
    if (!navigator.onLine) return form.setFailure(t`Confirmer a besoin du réseau : réessayez dès que vous êtes connecté.`)
    confirm.mutate(input, {
      onSuccess: onConfirmed,
      onError: (error) => {
        const { code, rpps } = serverFieldErrors(error)
        const fields: FieldErrors = { ...(code ? { code } : {}), ...(rpps ? { rpps } : {}) }
        if (hasErrors(fields)) return show(fields)
        if (failureKind(error) === 'unreachable') return form.setFailure(i18n._(unreachableMessage))
        form.setFailure(serverMessage(error) ?? t`La confirmation n’a pas abouti.`)
      },
    })
  }

  const email = confirmation.email
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className={panel}>
      <Heading level={2}>
        <Trans>Confirmez pour alerter les remplaçants</Trans>
      </Heading>
      <p>
        {needsCode && needsRpps ? (
          <Trans>
            Votre offre est publiée. Nous avons envoyé un code à 6 chiffres à <strong>{email}</strong> : saisissez-le ici avec
            votre numéro RPPS, et les remplaçants proches seront alertés aussitôt.
          </Trans>
        ) : needsCode ? (
          <Trans>
            Votre offre est publiée. Saisissez le code à 6 chiffres envoyé à <strong>{email}</strong> : les remplaçants proches
            seront alertés aussitôt.
          </Trans>
        ) : (
          <Trans>
            Votre offre est publiée et votre adresse e-mail confirmée. Indiquez votre numéro RPPS : les remplaçants proches seront
            alertés aussitôt.
          </Trans>
        )}
      </p>
      {needsCode ? (
        <ImmediateCodeField
          ref={pinRef}
          digits={values.digits}
          onDigitsChange={(next) => form.set('digits', next, 'code')}
          onComplete={() => {
            if (needsRpps) focus('rpps')
          }}
          onResent={() => {
            form.set('digits', [], 'code')
            focus('code')
          }}
          error={errorOf('code')}
          disabled={confirm.isPending}
          resendAvailableAt={confirmation.resend_available_at}
        />
      ) : null}
      {needsRpps ? (
        <Field.TextField
          ref={rppsRef}
          label={<Trans>Numéro RPPS</Trans>}
          hint={<Trans>11 chiffres, sur votre carte CPS ou dans l’Annuaire santé.</Trans>}
          name="rpps"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          required
          value={values.rpps}
          onChange={(event) => form.set('rpps', event.currentTarget.value)}
          error={errorOf('rpps')}
        />
      ) : null}
      <div aria-live="assertive">
        {form.failure ? (
          <Notice as="p" tone="danger" size="sm">
            {form.failure}
          </Notice>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="urgent"
        size="lg"
        loading={confirm.isPending}
        className={css({ w: { base: 'full', sm: 'auto' }, alignSelf: 'flex-start' })}
      >
        <Trans>Confirmer et alerter les remplaçants</Trans>
      </Button>
    </form>
  )
}
