import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { useSourcedValues } from '#client/lib/forms/sourced-values.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { updateAddressSchema } from '#shared/profile.ts'
import type { User } from '#shared/user.ts'
import { useUpdateAddress } from '../api/profile.ts'
import { useFormFeedback } from '../form-feedback.ts'
import { issuesByField, validationMessage } from '../validation-messages.ts'
import { form, formActions } from './form-styles.ts'

function initialCommune(user: User): CommuneChoice | null {
  if (!user.commune_insee) return null
  return { insee: user.commune_insee, name: user.commune_name ?? user.commune_insee, postal_code: user.postal_code ?? '' }
}

/**
 * Settings › Adresse: PUT /api/users/{id}/update-address. The commune (and its postal code) comes
 * from the communes list; the server fills in the name and the position.
 */
export function AddressForm({ user }: { user: User }) {
  const { i18n } = useLingui()
  const { values, setValues, saved } = useSourcedValues(user, (from) => ({
    street: from.street ?? '',
    commune: initialCommune(from),
  }))
  const { street, commune } = values
  const setStreet = (next: string) => setValues((current) => ({ ...current, street: next }))
  const setCommune = (next: CommuneChoice | null) => setValues((current) => ({ ...current, commune: next }))
  const [local, setLocal] = useState<Record<string, MessageDescriptor>>({})
  const feedback = useFormFeedback()
  const saving = useUpdateAddress()

  const errorOf = (field: string) => feedback.errors[field] ?? (local[field] ? i18n._(local[field]) : undefined)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving.isPending) return
    if (!commune) {
      setLocal({ commune_insee: validationMessage('commune.required') })
      return
    }
    // A whole city (Paris, Lyon, Marseille) is listed once, without its many postal codes.
    if (!commune.postal_code) {
      setLocal({ commune_insee: validationMessage('commune.postal_code_needed') })
      return
    }
    const input = { street, postal_code: commune.postal_code, commune_insee: commune.insee }
    const checked = updateAddressSchema.safeParse(input)
    if (!checked.success) {
      setLocal(issuesByField(checked.error.issues))
      return
    }
    setLocal({})
    saving.mutate(
      { userId: user.id, input },
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
      <Field.TextField
        label={<Trans>Numéro et rue</Trans>}
        hint={<Trans>Facultatif.</Trans>}
        name="street"
        autoComplete="address-line1"
        maxLength={200}
        value={street}
        onChange={(event) => {
          setStreet(event.currentTarget.value)
          feedback.clear('street')
        }}
        error={errorOf('street')}
      />
      <CommuneCombobox
        label={<Trans>Commune</Trans>}
        hint={<Trans>Tapez le nom de la commune ou son code postal, puis choisissez-la dans la liste.</Trans>}
        required
        value={commune}
        onChange={(next) => {
          setCommune(next)
          feedback.clear('commune_insee')
          feedback.clear('postal_code')
          setLocal({})
        }}
        error={errorOf('commune_insee') ?? errorOf('postal_code')}
      />
      <div className={formActions}>
        <Button type="submit" loading={saving.isPending}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </form>
  )
}
