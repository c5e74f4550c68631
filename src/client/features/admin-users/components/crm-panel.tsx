import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { ChoiceSelect } from '#client/entities/back-office/choice-select.tsx'
import { NoteFields } from '#client/entities/back-office/note-fields.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import {
  type AdminUserDetail,
  type CrmStage,
  crmNoteInputSchema,
  crmStages,
  type UpdateCrmInput,
  updateCrmSchema,
} from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useAddNote, useUpdateCrm } from '../api/user-mutations.ts'
import { stageLabels } from '../labels.ts'

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
  const crm = useAdminForm({
    schema: updateCrmSchema,
    initial: () => ({
      stage: user.crm.stage as CrmStage,
      next_action_on: user.crm.next_action_on ?? '',
      tags: user.crm.tags.join(', '),
    }),
    toInput: (values): UpdateCrmInput => ({
      stage: values.stage,
      next_action_on: values.next_action_on === '' ? null : values.next_action_on,
      tags: parseTags(values.tags),
    }),
    pending: updateCrm.isPending,
  })
  // The note as typed (the server trims it); emptied once added.
  const noteForm = useAdminForm({ schema: crmNoteInputSchema, initial: { body: '' }, pending: addNote.isPending })
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const disabled = user.deleted_at !== null

  return (
    <div className={stack}>
      <form
        ref={crm.formRef}
        onSubmit={crm.submit((_, input) => updateCrm.mutate({ id: user.id, ...(input as UpdateCrmInput) }, crm.saving()))}
        noValidate
        className={stack}
        aria-label={t`Suivi du compte`}
      >
        <Field.Root disabled={disabled}>
          <Field.Label>{t`Étape du suivi`}</Field.Label>
          <ChoiceSelect
            name="stage"
            value={crm.values.stage}
            choices={crmStages}
            labels={stageLabels}
            onChange={(stage) => crm.set('stage', stage)}
          />
        </Field.Root>
        <Field.TextField
          label={t`Prochaine action le`}
          name="next_action_on"
          type="date"
          disabled={disabled}
          value={crm.values.next_action_on}
          onChange={(event) => crm.set('next_action_on', event.target.value)}
          error={crm.errorOf('next_action_on')}
        />
        <Field.TextField
          label={t`Étiquettes`}
          name="tags"
          hint={t`Séparées par des virgules, par exemple : cabinet lyon, salon`}
          disabled={disabled}
          value={crm.values.tags}
          onChange={(event) => crm.set('tags', event.target.value)}
          error={crm.errorOf('tags')}
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
        <form
          ref={noteForm.formRef}
          onSubmit={noteForm.submit(() =>
            addNote.mutate(
              { id: user.id, ...noteForm.values },
              noteForm.saving(() => noteForm.reset()),
            ),
          )}
          noValidate
          className={stack}
        >
          <NoteFields
            value={noteForm.values.body}
            onChange={(value) => noteForm.set('body', value)}
            maxLength={5000}
            error={noteForm.errorOf('body')}
            pending={addNote.isPending}
          />
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
