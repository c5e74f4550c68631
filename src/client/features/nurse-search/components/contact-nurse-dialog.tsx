import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import { careTypeLabel } from '#client/entities/care-type/care-types.ts'
import { EmailField } from '#client/entities/person/email-field.tsx'
import { PhoneField } from '#client/entities/person/phone-field.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { failureKind, unreachableMessage } from '#client/lib/forms/failure.ts'
import { withoutError } from '#client/lib/forms/field-errors.ts'
import { HoneypotField } from '#client/lib/forms/honeypot-field.tsx'
import { useForm } from '#client/lib/forms/use-form.ts'
import { useMessageText } from '#client/lib/forms/validation-messages.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { CheckIcon, InfoIcon } from '#client/ui/icons.tsx'
import { Notice } from '#client/ui/notice.tsx'
import type { CareType } from '#shared/care-types.ts'
import type { NurseSearchResult } from '#shared/nurse-search.ts'
import { PATIENT_REQUEST_MESSAGE_MAX, patientRequestSchema } from '#shared/patient-request.ts'
import { css } from '#styled/css'
import { useSendPatientRequest } from '../api/send-patient-request.ts'
import { nurseName } from '../nurse-name.ts'
import { type PatientRequestField, patientRequestErrorMessage } from '../patient-request-messages.ts'

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })
const summary = css({ textStyle: 'small', color: 'fg.muted' })
const done = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  '& > svg': { width: '8', height: '8', color: 'fg.success' },
})

export interface ContactNurseDialogProps {
  /** The nurse being contacted; null closes the dialog. */
  nurse: NurseSearchResult | null
  /** The commune and care of the search the nurse was found by. */
  commune: { insee: string; name: string }
  careType: string | undefined
  careTypes: readonly CareType[] | undefined
  onClose: () => void
  /** The nurse can no longer be contacted (stopped taking patients): the results are stale. */
  onUnavailable: () => void
}

/** "Contacter": a short request to one nurse, mailed to them and followed up by Relève's team. */
export function ContactNurseDialog({ nurse, onClose, ...props }: ContactNurseDialogProps) {
  return (
    <Dialog.Root open={nurse !== null} onOpenChange={(details) => (details.open ? undefined : onClose())}>
      {nurse ? <ContactNursePopup key={nurse.id} nurse={nurse} onClose={onClose} {...props} /> : null}
    </Dialog.Root>
  )
}

function ContactNursePopup({
  nurse,
  commune,
  careType: searchedCareType,
  careTypes,
  onClose,
  onUnavailable,
}: ContactNurseDialogProps & { nurse: NurseSearchResult }) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const name = nurseName(nurse) ?? t`cet infirmier ou cette infirmière`
  const communeName = commune.name
  // One key per submission: the same key for its retries, a new one once it succeeded or was refused.
  const idempotencyKey = useRef(newIdempotencyKey())
  const sending = useSendPatientRequest()
  const form = useForm({
    schema: patientRequestSchema,
    initial: () => ({
      name: '',
      phone: '',
      email: '',
      care_type: searchedCareType && nurse.care_types.includes(searchedCareType) ? searchedCareType : (nurse.care_types[0] ?? ''),
      message: '',
      website: '',
    }),
    toInput: (values) => ({ ...values, nurse_id: nurse.id, commune_insee: commune.insee }),
    message: useMessageText(patientRequestErrorMessage),
    pending: sending.isPending,
  })
  const { values, errors, errorOf: say } = form

  const change = (field: PatientRequestField, value: string) => {
    form.set(field, value)
    // The phone and the e-mail answer one question: either clears it.
    if (field === 'phone' || field === 'email') form.setErrors((current) => withoutError(withoutError(current, 'phone'), 'email'))
  }
  const update = (field: PatientRequestField) => (event: { currentTarget: { value: string } }) =>
    change(field, event.currentTarget.value)

  // What was typed is sent (the server parses it with the same schema).
  const submit = form.submit(() => {
    if (!navigator.onLine) {
      form.setFailure(t`Vous êtes hors connexion. L’envoi de votre demande a besoin du réseau : réessayez une fois connecté.`)
      return
    }
    sending.mutate(
      { input: { ...values, nurse_id: nurse.id, commune_insee: commune.insee }, idempotencyKey: idempotencyKey.current },
      {
        onError: (error) => {
          const kind = failureKind(error)
          if (kind === 'unreachable') {
            form.setFailure(i18n._(unreachableMessage))
            return
          }
          // Refused for good: the next attempt is another submission.
          if (isApiError(error) && error.status >= 400 && error.status < 500) idempotencyKey.current = newIdempotencyKey()
          if (form.fail(error)) return
          if (isApiError(error) && error.status === 409) {
            form.setFailure(error.body.message)
            onUnavailable()
          } else if (isApiError(error) && error.status === 429) {
            form.setFailure(error.body.message || t`Vous avez envoyé plusieurs demandes en peu de temps. Réessayez plus tard.`)
          } else {
            form.setFailure(t`Votre demande n’a pas pu être envoyée. Réessayez dans un instant.`)
          }
        },
      },
    )
  })

  if (sending.isSuccess) {
    return (
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>
            <Trans>Demande envoyée</Trans>
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <div className={done} role="status">
            <CheckIcon aria-hidden="true" />
            {/* The server's words, in the reader's language. */}
            <p>{sending.data.message}</p>
          </div>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose}>
            <Trans>Retour aux résultats</Trans>
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    )
  }

  return (
    <Dialog.Popup>
      <Dialog.Header>
        <Dialog.Title>
          <Trans>Contacter {name}</Trans>
        </Dialog.Title>
        <Dialog.Description>
          <Trans>Laissez vos coordonnées : l’infirmier ou l’infirmière vous rappelle ou vous écrit directement.</Trans>
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <form ref={form.formRef} id={formId} className={formStyle} noValidate onSubmit={submit}>
          <Notice as="p" tone="warning" role="none" icon={<InfoIcon />} id={`${formId}-notice`}>
            <Trans>
              N’écrivez aucune information médicale (maladie, traitement, ordonnance) : indiquez seulement le type de soins et vos
              disponibilités. Vous en parlerez directement avec l’infirmier.
            </Trans>
          </Notice>
          <p className={summary}>
            <Trans>Commune : {communeName}</Trans>
          </p>
          <Field.TextField
            label={<Trans>Votre nom</Trans>}
            name="name"
            autoComplete="name"
            required
            maxLength={120}
            value={values.name}
            onChange={update('name')}
            error={say('name')}
          />
          <div className={row}>
            <PhoneField
              hint={<Trans>Le téléphone ou l’e-mail, au choix.</Trans>}
              maxLength={30}
              value={values.phone}
              onChange={(value) => change('phone', value)}
              error={say('phone')}
            />
            <EmailField
              required={false}
              maxLength={254}
              value={values.email}
              onChange={(value) => change('email', value)}
              error={say('email')}
            />
          </div>
          <Field.Root invalid={errors.care_type !== undefined} required>
            <Field.Label>
              <Trans>Type de soins</Trans>
              <Field.RequiredIndicator>*</Field.RequiredIndicator>
            </Field.Label>
            <Field.Select name="care_type" value={values.care_type} onChange={update('care_type')}>
              {nurse.care_types.map((slug) => (
                <option key={slug} value={slug}>
                  {careTypeLabel(i18n, slug, careTypes)}
                </option>
              ))}
            </Field.Select>
            <Field.ErrorText>{say('care_type')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.message !== undefined} required>
            <Field.Label>
              <Trans>Message</Trans>
              <Field.RequiredIndicator>*</Field.RequiredIndicator>
            </Field.Label>
            <Field.Textarea
              name="message"
              rows={4}
              maxLength={PATIENT_REQUEST_MESSAGE_MAX}
              value={values.message}
              onChange={update('message')}
              aria-describedby={`${formId}-notice`}
            />
            <Field.HelperText>
              <Trans>
                Par exemple : « Pansements tous les deux jours, le matin, à partir de lundi. » 1 000 caractères au plus.
              </Trans>
            </Field.HelperText>
            <Field.ErrorText>{say('message')}</Field.ErrorText>
          </Field.Root>
          <HoneypotField value={values.website} onChange={(value) => form.set('website', value)} />
          <p className={summary}>
            <Trans>
              Votre demande est transmise à cet infirmier par e-mail et gardée par l’équipe de Relève pour son suivi, puis
              effacée.
            </Trans>
          </p>
          {form.failure ? (
            <Notice as="p" tone="danger">
              {form.failure}
            </Notice>
          ) : null}
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <Trans>Annuler</Trans>
        </Button>
        <Button type="submit" form={formId} loading={sending.isPending} loadingText={<Trans>Envoi…</Trans>}>
          <Trans>Envoyer la demande</Trans>
        </Button>
      </Dialog.Footer>
    </Dialog.Popup>
  )
}
