import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useSourcedValues } from '#client/lib/forms/sourced-values.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { SimpleRadioGroup } from '#client/ui/radio-group.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { type Availability, type AvailabilityStatus, availabilityStatuses, updateStatusSchema } from '#shared/profile.ts'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { useAvailability, useUpdateStatus } from '../api/availability.ts'
import { useFormFeedback } from '../form-feedback.ts'
import { validationMessage } from '../validation-messages.ts'
import { form, formActions } from './form-styles.ts'

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
  const { t, i18n } = useLingui()
  const { values, setValues, saved } = useSourcedValues(initial, (from) => ({
    status: from.status,
    until: from.until ?? '',
  }))
  const { status, until } = values
  const setStatus = (next: AvailabilityStatus) => setValues((current) => ({ ...current, status: next }))
  const setUntil = (next: string) => setValues((current) => ({ ...current, until: next }))
  const [localError, setLocalError] = useState<string | undefined>()
  const feedback = useFormFeedback()
  const saving = useUpdateStatus()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving.isPending) return
    const input = { status, until: status === 'unavailable' && until !== '' ? until : null }
    const checked = updateStatusSchema.safeParse(input)
    if (!checked.success) {
      setLocalError(i18n._(validationMessage(checked.error.issues[0]?.message ?? 'validation.invalid')))
      return
    }
    setLocalError(undefined)
    saving.mutate(
      { userId, input },
      {
        onSuccess: () => {
          feedback.saved()
          saved()
        },
        onError: feedback.failed,
      },
    )
  }

  return (
    <form className={form} noValidate onSubmit={submit}>
      <SimpleRadioGroup
        label={<Trans>Pour les remplacements, vous êtes</Trans>}
        value={status}
        onValueChange={(details) => {
          const next = availabilityStatuses.find((candidate) => candidate === details.value)
          if (next) setStatus(next)
          feedback.clear('status')
        }}
        items={[
          { value: 'available', label: t`Disponible : les titulaires peuvent me proposer des remplacements` },
          { value: 'unavailable', label: t`Indisponible pour le moment` },
        ]}
      />
      {feedback.errors.status ? (
        <Text tone="danger" size="small">
          {feedback.errors.status}
        </Text>
      ) : null}
      {status === 'unavailable' ? (
        <Field.TextField
          label={<Trans>De nouveau disponible le</Trans>}
          hint={<Trans>Facultatif : à cette date, vous redevenez disponible sans rien faire.</Trans>}
          name="until"
          type="date"
          value={until}
          onChange={(event) => {
            setUntil(event.currentTarget.value)
            feedback.clear('until')
            setLocalError(undefined)
          }}
          error={feedback.errors.until ?? localError}
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
