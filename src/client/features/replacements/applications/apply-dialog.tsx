import { Trans, useLingui } from '@lingui/react/macro'
import { onlineManager } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from '#client/lib/forms/use-form.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { toast } from '#client/ui/toaster.ts'
import { dateFormat } from '#shared/date-format.ts'
import { type ApplyInput, applySchema, offerDays, type Replacement } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { useApply } from './apply-api.ts'

export const APPLY_MESSAGE_MAX = 2000

const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '1', border: 'none', p: '0', m: '0', minW: '0' })

function ApplyForm({ replacement, onDone }: { replacement: Replacement; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const apply = useApply()
  // One key per application, made when the form opens: a second tap or a replay sends the same.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const covered = new Set(replacement.covered_days)
  const openDays = offerDays(replacement).filter((day) => !covered.has(day))
  const split = openDays.length > 1
  const form = useForm({
    schema: applySchema,
    initial: () => ({ message: '', some: false, chosen: openDays }),
    // Some days are sent only when fewer than all the open ones are chosen.
    toInput: ({ message, some, chosen }): ApplyInput => ({
      message,
      ...(split && some && chosen.length < openDays.length ? { dates: [...chosen].sort() } : {}),
    }),
    message: (code) => {
      if (code === 'application.message_too_long') return t`Le message ne peut pas dépasser ${APPLY_MESSAGE_MAX} caractères.`
      if (code === 'days.invalid') return t`Choisissez au moins un jour.`
      return t`Vérifiez ce champ.`
    },
    pending: apply.isPending,
  })
  const { values, errors } = form
  const dayFormat = dateFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })

  const submit = form.submit((data) => {
    const variables = { replacementId: replacement.id, input: data, idempotencyKey }
    if (!onlineManager.isOnline()) {
      // Paused at once: it is kept on this device and leaves when the network returns.
      apply.mutate(variables)
      toast.success(t`Candidature enregistrée : elle partira dès le retour du réseau.`)
      onDone()
      return
    }
    apply.mutate(variables, {
      onSuccess: onDone,
      // A refusal about the fields shows under them; any other is said by the mutation's toast.
      onError: (error) => {
        if (!form.fail(error)) onDone()
      },
    })
  })

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className={css({ display: 'contents' })}>
      <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Field.Root invalid={Boolean(errors.message)}>
          <Field.Label>
            <Trans>Votre message au titulaire</Trans>
          </Field.Label>
          <Field.Textarea
            name="message"
            rows={4}
            maxLength={APPLY_MESSAGE_MAX}
            value={values.message}
            onChange={(event) => form.set('message', event.currentTarget.value)}
          />
          <Field.HelperText>
            <Trans>Facultatif. Présentez-vous en quelques mots ; n’écrivez aucune donnée de patient.</Trans>
          </Field.HelperText>
          <Field.ErrorText>{errors.message}</Field.ErrorText>
        </Field.Root>
        {split ? (
          <fieldset className={fieldset} data-field="dates">
            <legend className={css({ fontWeight: 'medium', mb: '1' })}>
              <Trans>Jours</Trans>
            </legend>
            <SimpleCheckbox
              checked={!values.some}
              onCheckedChange={(details) => form.set('some', details.checked !== true, 'dates')}
            >
              <Trans>Tous les jours encore libres ({openDays.length})</Trans>
            </SimpleCheckbox>
            {values.some ? (
              <div className={css({ display: 'flex', flexDirection: 'column', pl: '2' })}>
                {openDays.map((day) => (
                  <SimpleCheckbox
                    key={day}
                    checked={values.chosen.includes(day)}
                    onCheckedChange={(details) =>
                      form.set(
                        'chosen',
                        details.checked === true ? [...values.chosen, day] : values.chosen.filter((d) => d !== day),
                        'dates',
                      )
                    }
                  >
                    {dayFormat.format(new Date(`${day}T00:00:00Z`))}
                  </SimpleCheckbox>
                ))}
              </div>
            ) : null}
            {errors.dates ? (
              <p role="alert" className={css({ textStyle: 'small', color: 'fg.danger' })}>
                {errors.dates}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Annuler</Trans>
        </Button>
        <Button type="submit" loading={apply.isPending && !apply.isPaused}>
          <Trans>Envoyer ma candidature</Trans>
        </Button>
      </Dialog.Footer>
    </form>
  )
}

/**
 * "Postuler": a message to the holder and, for an offer of several days, some of them only (a
 * split absence). Offline, the application waits on the device and leaves once with the network.
 */
export function ApplyDialog({ replacement, disabled }: { replacement: Replacement; disabled?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="lg" disabled={disabled}>
          <Trans>Postuler</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>
            <Trans>Postuler à ce remplacement</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>Le titulaire reçoit votre candidature avec votre profil professionnel.</Trans>
          </Dialog.Description>
        </Dialog.Header>
        <ApplyForm replacement={replacement} onDone={() => setOpen(false)} />
      </Dialog.Popup>
    </Dialog.Root>
  )
}
