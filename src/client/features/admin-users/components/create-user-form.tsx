import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { Text } from '#client/ui/text.tsx'
import { type AdminUserDetail, type CreateUserInput, createUserSchema } from '#shared/admin-users.ts'
import type { NurseRole } from '#shared/roles.ts'
import { css } from '#styled/css'
import { useCreateUser } from '../api/user-mutations.ts'
import { AdminEmailField, AdminNameFields, AdminPhoneField, RoleChoices } from './account-fields.tsx'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'xl' })

/**
 * POST /api/users: the account gets a random password nobody is told, and the person an
 * invitation to choose their own (which also confirms their address).
 */
export function CreateUserForm({ onCreated }: { onCreated: (user: AdminUserDetail) => void }) {
  const { t } = useLingui()
  const create = useCreateUser()
  const form = useAdminForm({
    schema: createUserSchema,
    initial: { email: '', first_name: '', last_name: '', phone: '', locale: 'fr' as 'fr' | 'en', roles: [] as NurseRole[] },
    toInput: (values): CreateUserInput => ({ ...values, phone: values.phone.trim() === '' ? null : values.phone }),
    pending: create.isPending,
  })
  const { values, set, errorOf } = form

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.submit((_, input) => create.mutate(input as CreateUserInput, form.saving(onCreated)))}
      className={stack}
    >
      <AdminEmailField value={values.email} onChange={(value) => set('email', value)} error={errorOf('email')} />
      <AdminNameFields values={values} onChange={set} errorOf={errorOf} />
      <AdminPhoneField value={values.phone} onChange={(value) => set('phone', value)} error={errorOf('phone')} />
      <RoleChoices
        legend={<Trans>Rôles (aucun pour un compte sans activité d’infirmier)</Trans>}
        roles={values.roles}
        onChange={(roles) => set('roles', roles)}
        error={errorOf('roles')}
      />
      <Field.Root>
        <Field.Label>{t`Langue de l’invitation`}</Field.Label>
        <Field.Select
          name="locale"
          value={values.locale}
          onChange={(event) => set('locale', event.target.value === 'en' ? 'en' : 'fr')}
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
