import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Notice } from '#client/ui/notice.tsx'
import {
  type ImmediateConfirmation,
  type ImmediateConfirmationSaved,
  immediateConfirmationSchema,
} from '#shared/immediate-confirmation.ts'
import { css } from '#styled/css'
import { ImmediateCodeField } from './immediate-code-field.tsx'
import { useConfirmImmediate } from './immediate-confirmation-api.ts'
import { networkProblem } from './offer-form-feedback.ts'

export interface ImmediateConfirmationFormProps {
  confirmation: ImmediateConfirmation
  /** The server confirmed; `released_replacement_id` says which offer's alerts went out. */
  onConfirmed: (answer: ImmediateConfirmationSaved) => void
}

type ConfirmField = 'code' | 'rpps'
type Errors = Partial<Record<ConfirmField | 'form', MessageDescriptor | string>>

/** The shared schema's codes, in the words the server uses for them. */
const byCode: Record<string, MessageDescriptor> = {
  'email_code.format': msg`Le code compte 6 chiffres.`,
  'rpps.format': msg`Le numéro RPPS compte 11 chiffres.`,
  'rpps.checksum': msg`Ce numéro RPPS n’est pas valide : vérifiez-le sur votre carte CPS.`,
}
const required: Record<ConfirmField, MessageDescriptor> = {
  code: msg`Saisissez le code à 6 chiffres reçu par e-mail.`,
  rpps: msg`Indiquez votre numéro RPPS : il figure sur votre carte CPS.`,
}

const panel = css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '40rem' })

/**
 * On the immediate offer's page, right after it was published by an account whose address is
 * not confirmed: the 6-digit code mailed to the holder and their RPPS number, typed here; the
 * replacement nurses nearby are alerted as soon as both are confirmed.
 */
export function ImmediateConfirmationForm({ confirmation, onConfirmed }: ImmediateConfirmationFormProps) {
  const { i18n } = useLingui()
  const [digits, setDigits] = useState<string[]>([])
  const [rpps, setRpps] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const confirm = useConfirmImmediate()
  const pinRef = useRef<HTMLDivElement>(null)
  const rppsRef = useRef<HTMLInputElement>(null)
  const needsCode = !confirmation.email_confirmed
  const needsRpps = confirmation.rpps === null
  const text = (value: MessageDescriptor | string | undefined) =>
    value === undefined ? undefined : typeof value === 'string' ? value : i18n._(value)

  function focus(field: ConfirmField) {
    requestAnimationFrame(() => {
      if (field === 'code') pinRef.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus()
      else rppsRef.current?.focus()
    })
  }

  function show(found: Errors) {
    setErrors(found)
    if (found.code) {
      setDigits([])
      focus('code')
    } else if (found.rpps) focus('rpps')
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (confirm.isPending) return
    const found: Errors = {}
    const code = digits.join('')
    if (needsCode && code === '') found.code = required.code
    if (needsRpps && rpps.trim() === '') found.rpps = required.rpps
    const input = { ...(needsCode && code ? { code } : {}), ...(needsRpps && rpps.trim() ? { rpps } : {}) }
    const parsed = immediateConfirmationSchema.safeParse(input)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if ((field === 'code' || field === 'rpps') && !found[field]) found[field] = byCode[issue.message] ?? required[field]
      }
    }
    if (Object.keys(found).length > 0) return show(found)
    if (!navigator.onLine) return show({ form: msg`Confirmer a besoin du réseau : réessayez dès que vous êtes connecté.` })
    setErrors({})
    confirm.mutate(input, {
      onSuccess: onConfirmed,
      onError: (error) => {
        if (isApiError(error) && error.status === 422) {
          const fromServer: Errors = {}
          for (const field of ['code', 'rpps'] as const) {
            const first = error.errors[field]?.[0]
            if (first) fromServer[field] = first
          }
          return show(Object.keys(fromServer).length > 0 ? fromServer : { form: error.body.message })
        }
        if (isApiError(error) && (error.code === 'network' || error.code === 'timeout')) return show({ form: networkProblem })
        show({ form: isApiError(error) && error.body.message ? error.body.message : msg`La confirmation n’a pas abouti.` })
      },
    })
  }

  const email = confirmation.email
  return (
    <form noValidate onSubmit={submit} className={panel}>
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
          digits={digits}
          onDigitsChange={(next) => {
            setDigits(next)
            if (errors.code) setErrors(({ code: _, ...rest }) => rest)
          }}
          onComplete={() => {
            if (needsRpps) focus('rpps')
          }}
          onResent={() => {
            setDigits([])
            focus('code')
          }}
          error={text(errors.code)}
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
          value={rpps}
          onChange={(event) => {
            setRpps(event.currentTarget.value)
            if (errors.rpps) setErrors(({ rpps: _, ...rest }) => rest)
          }}
          error={text(errors.rpps)}
        />
      ) : null}
      <div aria-live="assertive">
        {errors.form ? (
          <Notice as="p" tone="danger" size="sm">
            {text(errors.form)}
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
