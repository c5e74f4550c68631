import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useSourcedValues } from '#client/lib/forms/sourced-values.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { BIO_MAX_LENGTH, type UpdateInformationInput, updateInformationSchema } from '#shared/profile.ts'
import type { User } from '#shared/user.ts'
import { useUpdateInformation } from '../api/profile.ts'
import { useFormFeedback } from '../form-feedback.ts'
import { issuesByField, validationMessage } from '../validation-messages.ts'
import { form, formActions, formRow } from './form-styles.ts'

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
  const { i18n } = useLingui()
  const { values, setValues, saved } = useSourcedValues(user, initialValues)
  const [local, setLocal] = useState<Record<string, MessageDescriptor>>({})
  const feedback = useFormFeedback()
  const saving = useUpdateInformation()
  const emailChanges = values.email.trim().toLowerCase() !== user.email.toLowerCase()

  const errorOf = (field: keyof Values) => feedback.errors[field] ?? (local[field] ? i18n._(local[field]) : undefined)
  const update = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setValues((current) => ({ ...current, [field]: value }))
    feedback.clear(field)
    setLocal(({ [field]: _, ...rest }) => rest)
  }

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
    const checked = updateInformationSchema.safeParse(input)
    const found = checked.success ? {} : issuesByField(checked.error.issues)
    if (emailChanges && values.current_password === '') found.current_password = validationMessage('validation.required')
    if (Object.keys(found).length > 0) {
      setLocal(found)
      return
    }
    setLocal({})
    saving.mutate(
      { userId: user.id, input },
      {
        onSuccess: () => {
          feedback.saved()
          setValues((current) => ({ ...current, current_password: '' }))
          saved()
        },
        onError: feedback.failed,
      },
    )
  }

  return (
    <form className={form} noValidate onSubmit={submit}>
      <div className={formRow}>
        <Field.TextField
          label={<Trans>Prénom</Trans>}
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={60}
          value={values.first_name}
          onChange={update('first_name')}
          error={errorOf('first_name')}
        />
        <Field.TextField
          label={<Trans>Nom</Trans>}
          name="last_name"
          autoComplete="family-name"
          required
          maxLength={60}
          value={values.last_name}
          onChange={update('last_name')}
          error={errorOf('last_name')}
        />
      </div>
      <div className={formRow}>
        <Field.TextField
          label={<Trans>Adresse e-mail</Trans>}
          hint={
            emailChanges ? (
              <Trans>
                Nous enverrons un lien de confirmation à la nouvelle adresse : tant qu’elle n’est pas confirmée, votre tableau de
                bord vous demandera de le faire.
              </Trans>
            ) : undefined
          }
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={254}
          value={values.email}
          onChange={update('email')}
          error={errorOf('email')}
        />
        <Field.TextField
          label={<Trans>Téléphone</Trans>}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          value={values.phone}
          onChange={update('phone')}
          error={errorOf('phone')}
        />
      </div>
      {emailChanges ? (
        <Field.TextField
          label={<Trans>Mot de passe actuel</Trans>}
          hint={<Trans>Votre adresse e-mail est la clé de votre compte : confirmez ce changement avec votre mot de passe.</Trans>}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          value={values.current_password}
          onChange={update('current_password')}
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
