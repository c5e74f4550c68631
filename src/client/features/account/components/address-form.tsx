import { Trans } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { updateAddressSchema } from '#shared/profile.ts'
import type { User } from '#shared/user.ts'
import { useUpdateAddress } from '../api/profile.ts'
import { useFormFeedback } from '../form-feedback.ts'
import { useValidationText } from '../validation-messages.ts'
import { formActions, form as formStyle } from './form-styles.ts'

function initialCommune(user: User): CommuneChoice | null {
  if (!user.commune_insee) return null
  return { insee: user.commune_insee, name: user.commune_name ?? user.commune_insee, postal_code: user.postal_code ?? '' }
}

/**
 * Settings › Adresse: PUT /api/users/{id}/update-address. The commune (and its postal code) comes
 * from the communes list; the server fills in the name and the position.
 */
export function AddressForm({ user }: { user: User }) {
  const message = useValidationText()
  const feedback = useFormFeedback()
  const saving = useUpdateAddress()
  const form = useForm({
    schema: updateAddressSchema,
    source: user,
    initial: () => ({ street: user.street ?? '', commune: initialCommune(user) }),
    message,
    pending: saving.isPending,
  })
  const { street, commune } = form.values
  const errorOf = form.errorOf

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving.isPending) return
    if (!commune) return form.showErrors({ commune_insee: message('commune.required') })
    // A whole city (Paris, Lyon, Marseille) is listed once, without its many postal codes.
    if (!commune.postal_code) return form.showErrors({ commune_insee: message('commune.postal_code_needed') })
    const input = { street, postal_code: commune.postal_code, commune_insee: commune.insee }
    if (form.check(input) === null) return
    saving.mutate({ userId: user.id, input }, feedback.settle(form))
  }

  return (
    <form ref={form.formRef} className={formStyle} noValidate onSubmit={submit}>
      <Field.TextField
        label={<Trans>Numéro et rue</Trans>}
        hint={<Trans>Facultatif.</Trans>}
        name="street"
        autoComplete="address-line1"
        maxLength={200}
        value={street}
        onChange={(event) => form.set('street', event.currentTarget.value)}
        error={errorOf('street')}
      />
      <CommuneCombobox
        label={<Trans>Commune</Trans>}
        hint={<Trans>Tapez le nom de la commune ou son code postal, puis choisissez-la dans la liste.</Trans>}
        name="commune_insee"
        required
        value={commune}
        onChange={(next) => {
          form.setValues((current) => ({ ...current, commune: next }))
          form.setErrors({})
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
