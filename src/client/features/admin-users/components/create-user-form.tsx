import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { AdminUserDetail } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useCreateUser } from '../api/user-mutations.ts'
import { fieldErrorsOf, refusalOf } from '../form-errors.ts'
import { toastMessages } from '../labels.ts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'xl' })

/**
 * POST /api/users: the account gets a random password nobody is told, and the person an
 * invitation to choose their own (which also confirms their address).
 */
export function CreateUserForm({ onCreated }: { onCreated: (user: AdminUserDetail) => void }) {
  const { t, i18n } = useLingui()
  const create = useCreateUser()
  const [values, setValues] = useState({ email: '', first_name: '', last_name: '', phone: '', locale: 'fr' as 'fr' | 'en' })
  const [roles, setRoles] = useState<('titulaire' | 'remplacant')[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const toggle = (role: 'titulaire' | 'remplacant', on: boolean) =>
    setRoles((current) => (on ? [...current, role] : current.filter((r) => r !== role)))

  function submit(event: FormEvent) {
    event.preventDefault()
    create.mutate(
      { ...values, phone: values.phone.trim() === '' ? null : values.phone, roles },
      {
        onSuccess: (user) => {
          toast.success(i18n._(toastMessages.success))
          onCreated(user)
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error))
          toast.destructive(i18n._(toastMessages.saveFailed), { description: refusalOf(error) })
        },
      },
    )
  }

  const roleError = Object.entries(errors).find(([key]) => key.startsWith('roles'))?.[1]

  return (
    <form noValidate onSubmit={submit} className={stack}>
      <Field.TextField
        label={t`E-mail`}
        type="email"
        required
        autoComplete="off"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={errors.email}
      />
      <Field.TextField
        label={t`Prénom`}
        required
        autoComplete="off"
        value={values.first_name}
        onChange={(event) => setValues({ ...values, first_name: event.target.value })}
        error={errors.first_name}
      />
      <Field.TextField
        label={t`Nom`}
        required
        autoComplete="off"
        value={values.last_name}
        onChange={(event) => setValues({ ...values, last_name: event.target.value })}
        error={errors.last_name}
      />
      <Field.TextField
        label={t`Téléphone`}
        type="tel"
        autoComplete="off"
        value={values.phone}
        onChange={(event) => setValues({ ...values, phone: event.target.value })}
        error={errors.phone}
      />
      <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <legend className={css({ textStyle: 'label', mb: '2' })}>
          <Trans>Rôles (aucun pour un compte sans activité d’infirmier)</Trans>
        </legend>
        <Checkbox.SimpleCheckbox
          checked={roles.includes('titulaire')}
          onCheckedChange={(d) => toggle('titulaire', d.checked === true)}
        >
          <Trans>Titulaire</Trans>
        </Checkbox.SimpleCheckbox>
        <Checkbox.SimpleCheckbox
          checked={roles.includes('remplacant')}
          onCheckedChange={(d) => toggle('remplacant', d.checked === true)}
        >
          <Trans>Remplaçant</Trans>
        </Checkbox.SimpleCheckbox>
        {roleError ? (
          <Text tone="danger" size="small" role="alert">
            {roleError}
          </Text>
        ) : null}
      </fieldset>
      <Field.Root>
        <Field.Label>{t`Langue de l’invitation`}</Field.Label>
        <Field.Select
          value={values.locale}
          onChange={(event) => setValues({ ...values, locale: event.target.value === 'en' ? 'en' : 'fr' })}
        >
          <option value="fr">{t`Français`}</option>
          <option value="en">{t`Anglais`}</option>
        </Field.Select>
      </Field.Root>
      <Text size="small" tone="muted">
        <Trans>
          Un mot de passe aléatoire est créé et n’est communiqué à personne : la personne reçoit un e-mail d’invitation pour
          choisir le sien (le lien vaut 72 heures).
        </Trans>
      </Text>
      <div>
        <Button type="submit" loading={create.isPending}>
          <Trans>Créer et inviter</Trans>
        </Button>
      </div>
    </form>
  )
}
