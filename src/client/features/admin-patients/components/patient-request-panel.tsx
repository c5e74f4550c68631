import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from 'react-router'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { ChoiceSelect } from '#client/entities/back-office/choice-select.tsx'
import { NoteFields } from '#client/entities/back-office/note-fields.tsx'
import { careTypeLabel, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import {
  type AdminPatientRequestDetail,
  PATIENT_NOTE_MAX,
  patientRequestNoteInputSchema,
  updatePatientRequestSchema,
} from '#shared/admin-patient-requests.ts'
import { type PatientRequestStatus, patientRequestStatuses } from '#shared/patient-request.ts'
import { css } from '#styled/css'
import { useAddPatientNote, useUpdatePatientRequest } from '../api.ts'
import { actionLabels, nurseName, statusLabels } from '../labels.ts'

const section = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '6' })
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '4',
  rowGap: '1',
  '& dt': { fontWeight: 'semibold' },
  '& dd': { wordBreak: 'break-word' },
})

export interface PatientRequestPanelProps {
  request: AdminPatientRequestDetail
  nursePath: (userId: number) => string
  /** The screen shows the toasts of docs/product.md#messages. */
  onSaved: () => void
  onFailed: (error: unknown) => void
}

/** One request: who to call back, the nurse contacted, the follow-up status, the notes and who did what. */
export function PatientRequestPanel({ request: r, nursePath, onSaved, onFailed }: PatientRequestPanelProps) {
  const { t, i18n } = useLingui()
  const careTypes = useCareTypes()
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const update = useUpdatePatientRequest(r.id)
  const addNote = useAddPatientNote(r.id)
  // The status shown follows the request's as saved, until the admin picks another.
  const statusForm = useAdminForm({
    schema: updatePatientRequestSchema,
    source: r.status,
    initial: () => ({ status: r.status }),
    pending: update.isPending,
  })
  const status = statusForm.values.status
  const noteForm = useAdminForm({ schema: patientRequestNoteInputSchema, initial: { body: '' }, pending: addNote.isPending })
  const failed = (fail: (error: unknown) => boolean) => (error: unknown) => {
    fail(error)
    onFailed(error)
  }

  return (
    <div>
      {r.purged_at ? (
        <div role="note" className={css({ bg: 'bg.muted', borderRadius: 'md', p: '3', mb: '4' })}>
          <Text className={css({ fontWeight: 'semibold' })}>{t`Données personnelles supprimées`}</Text>
          <Text size="small">
            {t`Le nom, le moyen de contact, le message et les notes ont été effacés le ${when.format(new Date(r.purged_at))}, à la fin de la durée de conservation.`}
          </Text>
        </div>
      ) : null}
      <dl className={facts}>
        <dt>{t`Nom`}</dt>
        <dd>{r.name ?? '—'}</dd>
        <dt>{t`Téléphone`}</dt>
        <dd>{r.phone ? <a href={`tel:${r.phone}`}>{r.phone}</a> : '—'}</dd>
        <dt>{t`E-mail`}</dt>
        <dd>{r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : '—'}</dd>
        <dt>{t`Commune`}</dt>
        <dd>{`${r.commune_name}${r.department ? ` (${r.department})` : ''}`}</dd>
        <dt>{t`Soins`}</dt>
        <dd>{careTypeLabel(i18n, r.care_type, careTypes.data)}</dd>
        <dt>{t`Infirmier contacté`}</dt>
        <dd>
          {r.nurse ? (
            <RouterLink to={nursePath(r.nurse.user_id)}>{`${nurseName(r.nurse)} (${r.nurse.email})`}</RouterLink>
          ) : (
            t`Compte supprimé`
          )}
        </dd>
        <dt>{t`Reçue le`}</dt>
        <dd>{when.format(new Date(r.created_at))}</dd>
      </dl>
      {r.message ? (
        <section className={section} aria-label={t`Message du patient`}>
          <Text className={css({ whiteSpace: 'pre-wrap' })}>{r.message}</Text>
        </section>
      ) : null}

      <form
        ref={statusForm.formRef}
        onSubmit={statusForm.submit((data) =>
          update.mutate(data, {
            onSuccess: () => {
              statusForm.saved()
              onSaved()
            },
            onError: failed(statusForm.fail),
          }),
        )}
        className={`${section} ${css({ flexDirection: 'row', alignItems: 'end', flexWrap: 'wrap' })}`}
      >
        <Field.Root className={css({ minW: '48' })}>
          <Field.Label>{t`Statut du suivi`}</Field.Label>
          <ChoiceSelect
            name="status"
            value={status}
            choices={patientRequestStatuses}
            labels={statusLabels}
            onChange={(next) => statusForm.set('status', next)}
          />
        </Field.Root>
        <Button type="submit" loading={update.isPending} disabled={status === r.status}>
          <Trans>Enregistrer le statut</Trans>
        </Button>
      </form>

      <section className={section} aria-labelledby="patient-notes">
        <Heading level={3} id="patient-notes">
          <Trans>Notes de suivi</Trans>
        </Heading>
        {r.notes.length === 0 ? (
          <Text tone="muted">
            <Trans>Aucune note.</Trans>
          </Text>
        ) : (
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {r.notes.map((item) => (
              <li key={item.id} className={css({ borderLeftWidth: '2px', borderColor: 'border.default', pl: '3' })}>
                <Text size="small" tone="muted">
                  {item.author ? item.author.name : t`Auteur supprimé`}
                  {', '}
                  <time dateTime={item.created_at}>{when.format(new Date(item.created_at))}</time>
                </Text>
                <Text className={css({ whiteSpace: 'pre-wrap' })}>{item.body}</Text>
              </li>
            ))}
          </ol>
        )}
        {r.purged_at ? null : (
          <form
            ref={noteForm.formRef}
            onSubmit={noteForm.submit((data) =>
              addNote.mutate(data, {
                onSuccess: () => {
                  noteForm.reset()
                  onSaved()
                },
                onError: failed(noteForm.fail),
              }),
            )}
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
            noValidate
          >
            <NoteFields
              value={noteForm.values.body}
              onChange={(value) => noteForm.set('body', value)}
              maxLength={PATIENT_NOTE_MAX}
              hint={t`Le suivi seulement : jamais de détail médical.`}
              error={noteForm.errorOf('body')}
              pending={addNote.isPending}
            />
          </form>
        )}
      </section>

      <section className={section} aria-labelledby="patient-audit">
        <Heading level={3} id="patient-audit">
          <Trans>Actions de l’équipe</Trans>
        </Heading>
        {r.audit.length === 0 ? (
          <Text tone="muted">
            <Trans>Aucune action d’administration sur cette demande.</Trans>
          </Text>
        ) : (
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {r.audit.map((entry) => {
              const label = actionLabels[entry.action]
              const after = (entry.after ?? {}) as { status?: PatientRequestStatus }
              const before = (entry.before ?? {}) as { status?: PatientRequestStatus }
              return (
                <li key={entry.id}>
                  <strong>{label ? i18n._(label) : entry.action}</strong>
                  {before.status && after.status
                    ? ` (${i18n._(statusLabels[before.status])} → ${i18n._(statusLabels[after.status])})`
                    : ''}
                  {' — '}
                  {entry.actor ? entry.actor.name : t`le système`}
                  {', '}
                  <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
                </li>
              )
            })}
          </ol>
        )}
      </section>
    </div>
  )
}
