import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { FormDialog } from '#client/entities/back-office/form-dialog.tsx'
import { Button } from '#client/ui/button.tsx'
import { type AdminUpdateUserInput, type AdminUserDetail, adminUpdateUserSchema } from '#shared/admin-users.ts'
import type { NurseRole } from '#shared/roles.ts'
import { useUpdateUser } from '../api/user-mutations.ts'
import { AdminEmailField, AdminNameFields, AdminPhoneField, RoleChoices } from './account-fields.tsx'

/**
 * "Modifier": names, e-mail, phone and roles at once (PUT /api/users/{id}). A new e-mail makes
 * the account unverified until the person opens the link mailed to it.
 */
export function EditUserDialog({ user }: { user: AdminUserDetail }) {
  const { t } = useLingui()
  const update = useUpdateUser()
  const [open, setOpen] = useState(false)
  const form = useAdminForm({
    schema: adminUpdateUserSchema,
    initial: () => ({
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      email: user.email,
      phone: user.phone ?? '',
      roles: user.roles as NurseRole[],
    }),
    toInput: (values): AdminUpdateUserInput => ({ ...values, phone: values.phone.trim() === '' ? null : values.phone }),
    pending: update.isPending,
  })
  const { values, set, errorOf } = form

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        // Opened anew, it shows the account as it is now.
        if (next) form.reset()
        setOpen(next)
      }}
      trigger={
        <Button variant="outline">
          <Trans>Modifier</Trans>
        </Button>
      }
      title={<Trans>Modifier le compte</Trans>}
      formRef={form.formRef}
      onSubmit={form.submit((_, input) =>
        update.mutate(
          { id: user.id, ...(input as AdminUpdateUserInput) },
          form.saving(() => setOpen(false)),
        ),
      )}
      pending={update.isPending}
      submitLabel={<Trans>Enregistrer</Trans>}
    >
      <AdminNameFields values={values} onChange={set} errorOf={errorOf} />
      <AdminEmailField
        hint={t`Une nouvelle adresse devra être confirmée par la personne.`}
        value={values.email}
        onChange={(value) => set('email', value)}
        error={errorOf('email')}
      />
      <AdminPhoneField value={values.phone} onChange={(value) => set('phone', value)} error={errorOf('phone')} />
      <RoleChoices
        legend={<Trans>Rôles</Trans>}
        roles={values.roles}
        onChange={(roles) => set('roles', roles)}
        error={errorOf('roles')}
      />
    </FormDialog>
  )
}
