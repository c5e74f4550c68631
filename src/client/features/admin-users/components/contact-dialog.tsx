import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { MailIcon } from '#client/ui/icons.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { AdminUserDetail } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useContactUser } from '../api/user-mutations.ts'
import { fieldErrorsOf, refusalOf } from '../form-errors.ts'
import { toastMessages } from '../labels.ts'
import { displayName } from './users-table.tsx'

/** "Écrire": an e-mail from the team to the person, kept in their history (the Mails section). */
export function ContactDialog({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const contact = useContactUser()
  const [open, setOpen] = useState(false)
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    contact.mutate(
      { id: user.id, subject, message },
      {
        onSuccess: () => {
          toast.success(i18n._(toastMessages.success))
          setOpen(false)
          setSubject('')
          setMessage('')
          setErrors({})
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error))
          toast.destructive(i18n._(toastMessages.saveFailed), { description: refusalOf(error) })
        },
      },
    )
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <MailIcon aria-hidden />
          <Trans>Écrire</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>{t`Écrire à ${displayName(user)}`}</Dialog.Title>
          <Dialog.Description>{t`Le message part à ${user.email} et reste dans l’historique des e-mails du compte.`}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <form id={formId} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <Field.TextField
              label={t`Objet`}
              required
              maxLength={150}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              error={errors.subject}
            />
            <Field.Root required invalid={errors.message !== undefined}>
              <Field.Label>
                {t`Message`}
                <Field.RequiredIndicator>*</Field.RequiredIndicator>
              </Field.Label>
              <Field.Textarea rows={8} maxLength={5000} value={message} onChange={(event) => setMessage(event.target.value)} />
              <Field.ErrorText>{errors.message}</Field.ErrorText>
            </Field.Root>
          </form>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setOpen(false)}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" form={formId} loading={contact.isPending}>
            <Trans>Envoyer</Trans>
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
