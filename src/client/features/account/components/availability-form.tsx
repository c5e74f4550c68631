import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { hasErrors } from '#client/lib/forms/field-errors.ts'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { SimpleRadioGroup } from '#client/ui/radio-group.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { type Availability, availabilityStatuses, updateStatusSchema } from '#shared/profile.ts'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { useAvailability, useUpdateStatus } from '../api/availability.ts'
import { useFormFeedback } from '../form-feedback.ts'
import { useValidationText } from '../validation-messages.ts'
import { formActions, form as formStyle } from './form-styles.ts'

/**
 * Settings › Disponibilité: PUT /api/users/{id}/update-status. Available, a replacement nurse is
 * shown to practice holders looking for someone; unavailable, she is not, until a date if given.
 */
export function AvailabilityForm({ user }: { user: User }) {
  const availability = useAvailability(user.id)
  if (availability.isPending) return <SkeletonText lines={3} />
  if (availability.isError) {
    return (
      <Text tone="danger" role="alert">
        <Trans>Votre disponibilité n’a pas pu être chargée. Vérifiez votre connexion.</Trans>
      </Text>
    )
  }
  return <AvailabilityFields userId={user.id} initial={availability.data} />
}

function AvailabilityFields({ userId, initial }: { userId: number; initial: Availability }) {
  const { t } = useLingui()
  const message = useValidationText()
  const feedback = useFormFeedback()
  const saving = useUpdateStatus()
  const form = useForm({
    schema: updateStatusSchema,
    source: initial,
    initial: () => ({ status: initial.status, until: initial.until ?? '' }),
    message,
    pending: saving.isPending,
  })
  const { status, until } = form.values

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving.isPending) return
    const input = { status, until: status === 'unavailable' && until !== '' ? until : null }
    // The one question that can be wrong here is the date: its sentence goes under it.
    const checked = form.check(input, (found) => (hasErrors(found) ? { until: Object.values(found)[0] } : found))
    if (checked === null) return
    saving.mutate({ userId, input }, feedback.settle(form))
  }

  return (
    <form ref={form.formRef} className={formStyle} noValidate onSubmit={submit}>
      <SimpleRadioGroup
        label={<Trans>Pour les remplacements, vous êtes</Trans>}
        value={status}
        onValueChange={(details) => {
          const next = availabilityStatuses.find((candidate) => candidate === details.value)
          if (next) form.set('status', next)
        }}
        items={[
          { value: 'available', label: t`Disponible : les titulaires peuvent me proposer des remplacements` },
          { value: 'unavailable', label: t`Indisponible pour le moment` },
        ]}
      />
      {form.errors.status ? (
        <Text tone="danger" size="small">
          {form.errors.status}
        </Text>
      ) : null}
      {status === 'unavailable' ? (
        <Field.TextField
          label={<Trans>De nouveau disponible le</Trans>}
          hint={<Trans>Facultatif : à cette date, vous redevenez disponible sans rien faire.</Trans>}
          name="until"
          type="date"
          value={until}
          onChange={(event) => form.set('until', event.currentTarget.value)}
          error={form.errors.until}
          className={css({ maxW: '16rem' })}
        />
      ) : null}
      <div className={formActions}>
        <Button type="submit" loading={saving.isPending}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </form>
  )
}
