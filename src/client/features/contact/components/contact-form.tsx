import { Trans, useLingui } from '@lingui/react/macro'
import { EmailField } from '#client/entities/person/email-field.tsx'
import { HoneypotField } from '#client/lib/forms/honeypot-field.tsx'
import { useForm } from '#client/lib/forms/use-form.ts'
import { useMessageText } from '#client/lib/forms/validation-messages.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { contactSchema, contactSubjects } from '#shared/contact.ts'
import { css } from '#styled/css'
import { useSendContactMessage } from '../api/send-contact-message.ts'
import { type ContactField, contactErrorMessage, subjectLabels } from '../contact-messages.ts'
import { ContactFormAlert, ContactOffline, ContactSuccess, QueuedContactMessages } from './contact-status.tsx'

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '5' })

const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' })

const emptyValues: Record<ContactField, string> = { name: '', email: '', subject: 'general', message: '', website: '' }

export function ContactForm() {
  const { i18n } = useLingui()
  const mutation = useSendContactMessage()
  const form = useForm({
    schema: contactSchema,
    initial: emptyValues,
    message: useMessageText(contactErrorMessage),
    pending: mutation.isPending,
  })
  const { values, errors, errorOf } = form

  function update(field: ContactField) {
    return (event: { currentTarget: { value: string } }) => form.set(field, event.currentTarget.value)
  }

  // Sent as checked; a message written offline waits in the queue and leaves with its key (docs/offline.md).
  const submit = form.submit((data) => {
    mutation.mutate({ input: data, idempotencyKey: newIdempotencyKey() }, { onError: (error) => void form.fail(error) })
  })

  function reset() {
    mutation.reset()
    form.reset()
  }

  if (mutation.isSuccess) return <ContactSuccess message={mutation.data.message} onAgain={reset} />
  if (mutation.isPaused) return <ContactOffline />

  return (
    // Prerendered: POST, so that a submit before any script never puts the message in the URL.
    <form ref={form.formRef} method="post" className={formStyle} noValidate onSubmit={submit} aria-describedby="contact-required">
      <QueuedContactMessages exceptKey={mutation.variables?.idempotencyKey} />
      <p id="contact-required" className={css({ textStyle: 'small', color: 'fg.muted' })}>
        <Trans>Tous les champs sont obligatoires.</Trans>
      </p>
      <div className={row}>
        <Field.TextField
          label={<Trans>Nom</Trans>}
          name="name"
          autoComplete="name"
          required
          maxLength={120}
          value={values.name}
          onChange={update('name')}
          error={errorOf('name')}
        />
        <EmailField
          hint={<Trans>Pour vous répondre, rien d’autre.</Trans>}
          maxLength={254}
          value={values.email}
          onChange={(value) => form.set('email', value)}
          error={errorOf('email')}
        />
      </div>
      <Field.Root invalid={errors.subject !== undefined} required>
        <Field.Label>
          <Trans>Sujet</Trans>
          <Field.RequiredIndicator>*</Field.RequiredIndicator>
        </Field.Label>
        <Field.Select name="subject" value={values.subject} onChange={update('subject')}>
          {contactSubjects.map((subject) => (
            <option key={subject} value={subject}>
              {i18n._(subjectLabels[subject])}
            </option>
          ))}
        </Field.Select>
        <Field.ErrorText>{errorOf('subject')}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={errors.message !== undefined} required>
        <Field.Label>
          <Trans>Message</Trans>
          <Field.RequiredIndicator>*</Field.RequiredIndicator>
        </Field.Label>
        <Field.Textarea name="message" maxLength={5000} rows={7} value={values.message} onChange={update('message')} />
        <Field.HelperText>
          <Trans>Entre 10 et 5 000 caractères. N’y mettez aucune information médicale ni aucune donnée de patient.</Trans>
        </Field.HelperText>
        <Field.ErrorText>{errorOf('message')}</Field.ErrorText>
      </Field.Root>
      <HoneypotField value={values.website} onChange={(value) => form.set('website', value)} />
      <ContactFormAlert error={mutation.error} />
      <div>
        <Button type="submit" size="lg" loading={mutation.isPending} loadingText={<Trans>Envoi…</Trans>}>
          <Trans>Envoyer le message</Trans>
        </Button>
      </div>
    </form>
  )
}
