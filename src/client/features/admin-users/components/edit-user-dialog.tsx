import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { AdminUserDetail } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useUpdateUser } from '../api/user-mutations.ts'
import { fieldErrorsOf, refusalOf } from '../form-errors.ts'
import { toastMessages } from '../labels.ts'

/**
 * "Modifier": names, e-mail, phone and roles at once (PUT /api/users/{id}). A new e-mail makes
 * the account unverified until the person opens the link mailed to it.
 */
export function EditUserDialog({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const update = useUpdateUser()
  const [open, setOpen] = useState(false)
  const initial = () => ({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email,
    phone: user.phone ?? '',
    roles: user.roles,
  })
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const toggleRole = (role: string, on: boolean) =>
    setValues((current) => ({ ...current, roles: on ? [...current.roles, role] : current.roles.filter((r) => r !== role) }))

  function submit(event: FormEvent) {
    event.preventDefault()
    update.mutate(
      {
        id: user.id,
        ...values,
        phone: values.phone.trim() === '' ? null : values.phone,
        roles: values.roles as ('titulaire' | 'remplacant')[],
      },
      {
        onSuccess: () => {
          toast.success(i18n._(toastMessages.success))
          setOpen(false)
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error))
          toast.destructive(i18n._(toastMessages.saveFailed), { description: refusalOf(error) })
        },
      },
    )
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) {
          setValues(initial())
          setErrors({})
        }
        setOpen(details.open)
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <Trans>Modifier</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>
            <Trans>Modifier le compte</Trans>
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <form id={formId} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
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
              label={t`E-mail`}
              type="email"
              required
              autoComplete="off"
              hint={t`Une nouvelle adresse devra être confirmée par la personne.`}
              value={values.email}
              onChange={(event) => setValues({ ...values, email: event.target.value })}
              error={errors.email}
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
                <Trans>Rôles</Trans>
              </legend>
              <Checkbox.SimpleCheckbox
                checked={values.roles.includes('titulaire')}
                onCheckedChange={(details) => toggleRole('titulaire', details.checked === true)}
              >
                <Trans>Titulaire</Trans>
              </Checkbox.SimpleCheckbox>
              <Checkbox.SimpleCheckbox
                checked={values.roles.includes('remplacant')}
                onCheckedChange={(details) => toggleRole('remplacant', details.checked === true)}
              >
                <Trans>Remplaçant</Trans>
              </Checkbox.SimpleCheckbox>
              {errors.roles ? (
                <Text tone="danger" size="small" role="alert">
                  {errors.roles}
                </Text>
              ) : null}
            </fieldset>
          </form>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setOpen(false)}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            <Trans>Enregistrer</Trans>
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
