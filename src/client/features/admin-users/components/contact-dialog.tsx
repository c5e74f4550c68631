import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { FormDialog } from '#client/entities/back-office/form-dialog.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { MailIcon } from '#client/ui/icons.tsx'
import { type AdminUserDetail, contactUserSchema } from '#shared/admin-users.ts'
import { useContactUser } from '../api/user-mutations.ts'
import { displayName } from './users-table.tsx'

/** "Écrire": an e-mail from the team to the person, kept in their history (the Mails section). */
export function ContactDialog({ user }: { user: AdminUserDetail }) {
  const { t } = useLingui()
  const contact = useContactUser()
  const [open, setOpen] = useState(false)
  const form = useAdminForm({ schema: contactUserSchema, initial: { subject: '', message: '' }, pending: contact.isPending })
  const { values, set, errorOf } = form

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <MailIcon aria-hidden />
          <Trans>Écrire</Trans>
        </Button>
      }
      title={t`Écrire à ${displayName(user)}`}
      description={t`Le message part à ${user.email} et reste dans l’historique des e-mails du compte.`}
      formRef={form.formRef}
      // What was typed, as typed: the server trims it.
      onSubmit={form.submit(() =>
        contact.mutate(
          { id: user.id, ...values },
          form.saving(() => {
            setOpen(false)
            form.reset()
          }),
        ),
      )}
      pending={contact.isPending}
      submitLabel={<Trans>Envoyer</Trans>}
    >
      <Field.TextField
        label={t`Objet`}
        name="subject"
        required
        maxLength={150}
        value={values.subject}
        onChange={(event) => set('subject', event.target.value)}
        error={errorOf('subject')}
      />
      <Field.Root required invalid={errorOf('message') !== undefined}>
        <Field.Label>
          {t`Message`}
          <Field.RequiredIndicator>*</Field.RequiredIndicator>
        </Field.Label>
        <Field.Textarea
          name="message"
          rows={8}
          maxLength={5000}
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
        />
        <Field.ErrorText>{errorOf('message')}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  )
}
