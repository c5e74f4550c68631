import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import { type AdminUserDetail, type CrmStage, crmStages } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useAddNote, useUpdateCrm } from '../api/user-mutations.ts'
import { fieldErrorsOf, refusalOf } from '../form-errors.ts'
import { stageLabels, toastMessages } from '../labels.ts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })

/** Tags typed as "cabinet lyon, salon" (commas separate them). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ]
}

/** The account's follow-up: stage, next action day, tags, and the team's notes. */
export function CrmPanel({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useLingui()
  const updateCrm = useUpdateCrm()
  const addNote = useAddNote()
  const [stage, setStage] = useState<CrmStage>(user.crm.stage)
  const [nextAction, setNextAction] = useState(user.crm.next_action_on ?? '')
  const [tags, setTags] = useState(user.crm.tags.join(', '))
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const disabled = user.deleted_at !== null

  function saveCrm(event: FormEvent) {
    event.preventDefault()
    updateCrm.mutate(
      { id: user.id, stage, next_action_on: nextAction === '' ? null : nextAction, tags: parseTags(tags) },
      {
        onSuccess: () => {
          setErrors({})
          toast.success(i18n._(toastMessages.success))
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error))
          toast.destructive(i18n._(toastMessages.saveFailed), { description: refusalOf(error) })
        },
      },
    )
  }

  function saveNote(event: FormEvent) {
    event.preventDefault()
    addNote.mutate(
      { id: user.id, body: note },
      {
        onSuccess: () => {
          setNote('')
          setErrors({})
          toast.success(i18n._(toastMessages.success))
        },
        onError: (error) => {
          setErrors({ note: fieldErrorsOf(error).body ?? '' })
          toast.destructive(i18n._(toastMessages.saveFailed), { description: refusalOf(error) })
        },
      },
    )
  }

  const tagError = Object.entries(errors).find(([key]) => key.startsWith('tags'))?.[1]

  return (
    <div className={stack}>
      <form onSubmit={saveCrm} noValidate className={stack} aria-label={t`Suivi du compte`}>
        <Field.Root disabled={disabled}>
          <Field.Label>{t`Étape du suivi`}</Field.Label>
          <Field.Select value={stage} onChange={(event) => setStage(event.target.value as CrmStage)}>
            {crmStages.map((value) => (
              <option key={value} value={value}>
                {i18n._(stageLabels[value])}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.TextField
          label={t`Prochaine action le`}
          type="date"
          disabled={disabled}
          value={nextAction}
          onChange={(event) => setNextAction(event.target.value)}
          error={errors.next_action_on}
        />
        <Field.TextField
          label={t`Étiquettes`}
          hint={t`Séparées par des virgules, par exemple : cabinet lyon, salon`}
          disabled={disabled}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          error={tagError}
        />
        <div>
          <Button type="submit" variant="outline" loading={updateCrm.isPending} disabled={disabled}>
            <Trans>Enregistrer le suivi</Trans>
          </Button>
        </div>
      </form>

      <section aria-labelledby={`notes-${user.id}`} className={stack}>
        <Heading level={3} size="h4" id={`notes-${user.id}`}>
          <Trans>Notes</Trans>
        </Heading>
        <form onSubmit={saveNote} noValidate className={stack}>
          <Field.Root invalid={Boolean(errors.note)}>
            <Field.Label>{t`Nouvelle note`}</Field.Label>
            <Field.Textarea rows={3} maxLength={5000} value={note} onChange={(event) => setNote(event.target.value)} />
            <Field.ErrorText>{errors.note}</Field.ErrorText>
          </Field.Root>
          <div>
            <Button type="submit" variant="outline" loading={addNote.isPending}>
              <Trans>Ajouter la note</Trans>
            </Button>
          </div>
        </form>
        {user.notes.length === 0 ? (
          <Text tone="muted" size="small">
            <Trans>Aucune note pour l’instant.</Trans>
          </Text>
        ) : (
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {user.notes.map((entry) => (
              <li key={entry.id} className={css({ borderLeftWidth: '2px', borderColor: 'border.default', pl: '3' })}>
                <p className={css({ whiteSpace: 'pre-wrap' })}>{entry.body}</p>
                <Text size="small" tone="muted">
                  {entry.author?.name ?? t`Auteur supprimé`}
                  {' — '}
                  <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
                </Text>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
