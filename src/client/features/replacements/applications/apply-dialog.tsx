import { Trans, useLingui } from '@lingui/react/macro'
import { onlineManager } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { toast } from '#client/ui/toaster.ts'
import { dateFormat } from '#shared/date-format.ts'
import type { Replacement } from '#shared/replacements.ts'
import { offerDays } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { useApply } from './apply-api.ts'

export const APPLY_MESSAGE_MAX = 2000

const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '1', border: 'none', p: '0', m: '0', minW: '0' })

function ApplyForm({ replacement, onDone }: { replacement: Replacement; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const apply = useApply()
  // One key per application, made when the form opens: a second tap or a replay sends the same.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [message, setMessage] = useState('')
  const covered = new Set(replacement.covered_days)
  const openDays = offerDays(replacement).filter((day) => !covered.has(day))
  const split = openDays.length > 1
  const [some, setSome] = useState(false)
  const [chosen, setChosen] = useState<string[]>(openDays)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const dayFormat = dateFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (apply.isPending) return
    const local: Record<string, string> = {}
    if (message.trim().length > APPLY_MESSAGE_MAX)
      local.message = t`Le message ne peut pas dépasser ${APPLY_MESSAGE_MAX} caractères.`
    if (split && some && chosen.length === 0) local.dates = t`Choisissez au moins un jour.`
    setErrors(local)
    if (Object.keys(local).length > 0) return
    const input = {
      message: message.trim(),
      ...(split && some && chosen.length < openDays.length ? { dates: [...chosen].sort() } : {}),
    }
    const variables = { replacementId: replacement.id, input, idempotencyKey }
    if (!onlineManager.isOnline()) {
      // Paused at once: it is kept on this device and leaves when the network returns.
      apply.mutate(variables)
      toast.success(t`Candidature enregistrée : elle partira dès le retour du réseau.`)
      onDone()
      return
    }
    apply.mutate(variables, {
      onSuccess: onDone,
      onError: (error) => {
        const fields = isApiError(error) ? error.errors : {}
        if (Object.keys(fields).length > 0)
          setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? ''])))
        else onDone()
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className={css({ display: 'contents' })}>
      <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Field.Root invalid={Boolean(errors.message)}>
          <Field.Label>
            <Trans>Votre message au titulaire</Trans>
          </Field.Label>
          <Field.Textarea
            name="message"
            rows={4}
            maxLength={APPLY_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Field.HelperText>
            <Trans>Facultatif. Présentez-vous en quelques mots ; n’écrivez aucune donnée de patient.</Trans>
          </Field.HelperText>
          <Field.ErrorText>{errors.message}</Field.ErrorText>
        </Field.Root>
        {split ? (
          <fieldset className={fieldset}>
            <legend className={css({ fontWeight: 'medium', mb: '1' })}>
              <Trans>Jours</Trans>
            </legend>
            <SimpleCheckbox checked={!some} onCheckedChange={(details) => setSome(details.checked !== true)}>
              <Trans>Tous les jours encore libres ({openDays.length})</Trans>
            </SimpleCheckbox>
            {some ? (
              <div className={css({ display: 'flex', flexDirection: 'column', pl: '2' })}>
                {openDays.map((day) => (
                  <SimpleCheckbox
                    key={day}
                    checked={chosen.includes(day)}
                    onCheckedChange={(details) =>
                      setChosen((current) => (details.checked === true ? [...current, day] : current.filter((d) => d !== day)))
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
