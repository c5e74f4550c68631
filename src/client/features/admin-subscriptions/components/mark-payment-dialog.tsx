import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { refusalOf, useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { formatPrice } from '#client/entities/subscription/labels.ts'
import { useForm } from '#client/lib/forms/use-form.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { manualPaymentSchema } from '#shared/subscriptions-api.ts'
import { css } from '#styled/css'
import { type PaymentRecorded, useMarkPaymentReceived } from '../api/admin-subscriptions-api.ts'
import { centsToEuros, eurosToCents } from '../money.ts'
import { useSubscriptionsValidationText } from '../validation-text.ts'

/** The dialog's fields as typed, named after the API's (a 422 lands under its field). */
interface PaymentValues {
  /** Euros, as typed; sent in cents. */
  amount_cents: string
  paid_on: string
  reference: string
}

/** Today in Paris (YYYY-MM-DD), the day a transfer shows on the bank's statement. */
function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
}

export interface MarkPaymentDialogProps {
  subscriptionId: number
  /** The price the member was asked to transfer, in cents: the amount the field starts with. */
  expectedCents: number | null
  /** The reference the member was given (RLV-…), to find the transfer on the statement. */
  memberReference: string | null
  onRecorded: (answer: PaymentRecorded) => void
}

/**
 * « Marquer un paiement reçu » for a subscription paid by transfer: the amount, the day it
 * arrived and the bank's reference, then a confirmation saying what happens (the period starts or
 * is extended, the invoice is issued and mailed). The same reference twice records one payment.
 */
export function MarkPaymentDialog({ subscriptionId, expectedCents, memberReference, onRecorded }: MarkPaymentDialogProps) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState<{ amount_cents: number; paid_on: string; reference: string } | null>(null)
  const mark = useMarkPaymentReceived(subscriptionId)
  const feedback = useAdminFeedback(refusalOf)
  // One key per opening: a second click on « Confirmer » replays the first answer.
  const key = useRef(newIdempotencyKey())
  const initial = (): PaymentValues => ({
    amount_cents: expectedCents === null ? '' : centsToEuros(expectedCents, i18n.locale),
    paid_on: parisToday(),
    reference: '',
  })
  const form = useForm({
    schema: manualPaymentSchema,
    initial,
    toInput: (values: PaymentValues) => ({
      amount_cents: eurosToCents(values.amount_cents),
      paid_on: values.paid_on,
      reference: values.reference,
    }),
    pending: mark.isPending,
    message: useSubscriptionsValidationText(),
  })
  const { values, set, errorOf } = form

  function openChange(next: boolean) {
    if (next) {
      form.reset(initial())
      setConfirming(null)
      key.current = newIdempotencyKey()
    }
    setOpen(next)
  }

  function confirm() {
    if (!confirming) return
    mark.mutate(
      { input: confirming, idempotencyKey: key.current },
      {
        onSuccess: (answer) => {
          setOpen(false)
          onRecorded(answer)
        },
        onError: (error) => {
          // Back to the fields, as typed, with the server's sentences under them.
          setConfirming(null)
          key.current = newIdempotencyKey()
          feedback.saveFailedFor(form.fail)(error)
        },
      },
    )
  }

  const day = (value: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))
  const formId = `payment-form-${subscriptionId}`

  return (
    <Dialog.Root open={open} onOpenChange={(details) => openChange(details.open)}>
      <Dialog.Trigger asChild>
        <Button>
          <Trans>Marquer un paiement reçu</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>
            <Trans>Marquer un paiement reçu</Trans>
          </Dialog.Title>
          <Dialog.Description>
            {memberReference ? (
              <Trans>Le virement reçu sur le compte de Relève ; le membre devait indiquer la référence {memberReference}.</Trans>
            ) : (
              <Trans>Le virement reçu sur le compte de Relève.</Trans>
            )}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          {confirming ? (
            <Notice tone="warning" title={t`Confirmer ce paiement ?`}>
              <Trans>
                Virement de {formatPrice(i18n.locale, confirming.amount_cents, 'eur')} reçu le {day(confirming.paid_on)},
                référence {confirming.reference}. La période de l’abonnement commence ou est prolongée, et la facture est émise et
                envoyée au membre. Un paiement enregistré ne s’annule pas.
              </Trans>
            </Notice>
          ) : (
            <form
              ref={form.formRef}
              id={formId}
              noValidate
              onSubmit={form.submit((data) => setConfirming(data))}
              className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
            >
              <Field.TextField
                label={<Trans>Montant reçu (€)</Trans>}
                name="amount_cents"
                required
                inputMode="decimal"
                autoComplete="off"
                value={values.amount_cents}
                onChange={(event) => set('amount_cents', event.target.value)}
                error={errorOf('amount_cents')}
              />
              <Field.TextField
                label={<Trans>Date de réception</Trans>}
                name="paid_on"
                type="date"
                required
                max={parisToday()}
                value={values.paid_on}
                onChange={(event) => set('paid_on', event.target.value)}
                error={errorOf('paid_on')}
              />
              <Field.TextField
                label={<Trans>Référence du virement</Trans>}
                hint={<Trans>Celle du relevé bancaire : un même virement n’est enregistré qu’une fois.</Trans>}
                name="reference"
                required
                maxLength={100}
                autoComplete="off"
                value={values.reference}
                onChange={(event) => set('reference', event.target.value)}
                error={errorOf('reference')}
              />
            </form>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {confirming ? (
            <>
              <Button variant="outline" onClick={() => setConfirming(null)} disabled={mark.isPending}>
                <Trans>Modifier</Trans>
              </Button>
              <Button onClick={confirm} loading={mark.isPending}>
                <Trans>Confirmer le paiement</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => setOpen(false)}>
                <Trans>Annuler</Trans>
              </Button>
              <Button type="submit" form={formId}>
                <Trans>Continuer</Trans>
              </Button>
            </>
          )}
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
