import { Trans } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { EmailField } from '#client/entities/person/email-field.tsx'
import { NameFields } from '#client/entities/person/name-fields.tsx'
import { PhoneField } from '#client/entities/person/phone-field.tsx'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { BIO_MAX_LENGTH, type UpdateInformationInput, updateInformationSchema } from '#shared/profile.ts'
import type { User } from '#shared/user.ts'
import { useUpdateInformation } from '../api/profile.ts'
import { useFormFeedback } from '../form-feedback.ts'
import { useValidationText } from '../validation-messages.ts'
import { CurrentPasswordField } from './current-password-field.tsx'
import { formActions, formRow, form as formStyle } from './form-styles.ts'

function initialValues(user: User) {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email,
    phone: user.phone ?? '',
    bio: user.profile?.bio ?? '',
    current_password: '',
  }
}
type Values = ReturnType<typeof initialValues>

/** Settings › Informations: PUT /api/users/{id}/update-information. */
export function InformationForm({ user }: { user: User }) {
  const message = useValidationText()
  const feedback = useFormFeedback()
  const saving = useUpdateInformation()
  const form = useForm({
    schema: updateInformationSchema,
    source: user,
    initial: () => initialValues(user),
    message,
    pending: saving.isPending,
  })
  const { values, set, errorOf } = form
  const emailChanges = values.email.trim().toLowerCase() !== user.email.toLowerCase()
  const update = (field: keyof Values) => (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving.isPending) return
    const input: UpdateInformationInput = {
      first_name: values.first_name,
      last_name: values.last_name,
      phone: values.phone.trim() === '' ? null : values.phone,
      bio: values.bio,
      ...(emailChanges ? { email: values.email, current_password: values.current_password } : {}),
    }
    const passwordMissing = emailChanges && values.current_password === ''
    const checked = form.check(input, (found) =>
      passwordMissing ? { ...found, current_password: message('validation.required') } : found,
    )
    if (checked === null) return
    saving.mutate(
      { userId: user.id, input },
      feedback.settle(form, () => form.setValues((current) => ({ ...current, current_password: '' }))),
    )
  }

  return (
    <form ref={form.formRef} className={formStyle} noValidate onSubmit={submit}>
      <NameFields
        className={formRow}
        first_name={values.first_name}
        last_name={values.last_name}
        onChange={set}
        errorOf={errorOf}
      />
      <div className={formRow}>
        <EmailField
          hint={
            emailChanges ? (
              <Trans>
                Nous enverrons un lien de confirmation à la nouvelle adresse : tant qu’elle n’est pas confirmée, votre tableau de
                bord vous demandera de le faire.
              </Trans>
            ) : undefined
          }
          maxLength={254}
          value={values.email}
          onChange={(value) => set('email', value)}
          error={errorOf('email')}
        />
        <PhoneField maxLength={20} value={values.phone} onChange={(value) => set('phone', value)} error={errorOf('phone')} />
      </div>
      {emailChanges ? (
        <CurrentPasswordField
          hint={<Trans>Votre adresse e-mail est la clé de votre compte : confirmez ce changement avec votre mot de passe.</Trans>}
          value={values.current_password}
          onChange={(value) => set('current_password', value)}
          error={errorOf('current_password')}
        />
      ) : null}
      <Field.Root invalid={errorOf('bio') !== undefined}>
        <Field.Label>
          <Trans>Présentation</Trans>
        </Field.Label>
        <Field.Textarea name="bio" rows={5} maxLength={BIO_MAX_LENGTH} value={values.bio} onChange={update('bio')} />
        <Field.HelperText>
          <Trans>Quelques lignes sur votre pratique, visibles des autres infirmiers ({BIO_MAX_LENGTH} caractères au plus).</Trans>
        </Field.HelperText>
        <Field.ErrorText>{errorOf('bio')}</Field.ErrorText>
      </Field.Root>
      <div className={formActions}>
        <Button type="submit" loading={saving.isPending}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </form>
  )
}
