import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { EditableUserField } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useUpdateUserField } from '../api/user-mutations.ts'
import { fieldErrorsOf, refusalOf } from '../form-errors.ts'
import { fieldLabels, toastMessages } from '../labels.ts'

export interface InlineFieldProps {
  userId: number
  field: EditableUserField
  value: string | null
  disabled?: boolean
  multiline?: boolean
}

/**
 * One value of the account, edited where it is shown (PUT /api/users/{id}/update-user-field):
 * "Modifier" turns it into a field; Enter (or Enregistrer) saves, Escape (or Annuler) gives up.
 */
export function InlineField({ userId, field, value, disabled = false, multiline = false }: InlineFieldProps) {
  const { t, i18n } = useLingui()
  const update = useUpdateUserField()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(value ?? '')
  const [error, setError] = useState<string | undefined>()
  const label = i18n._(fieldLabels[field])
  const formId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = draft.trim() === '' && field !== 'first_name' && field !== 'last_name' ? null : draft
    update.mutate({ id: userId, field, value: next } as Parameters<typeof update.mutate>[0], {
      onSuccess: () => {
        toast.success(i18n._(toastMessages.success))
        setEditing(false)
        setError(undefined)
      },
      onError: (failure) => {
        const errors = fieldErrorsOf(failure)
        setError(errors.value ?? errors.field)
        toast.destructive(i18n._(toastMessages.saveFailed), { description: refusalOf(failure) })
      },
    })
  }

  if (!editing)
    return (
      <div className={css({ display: 'flex', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' })}>
        <span className={css({ whiteSpace: 'pre-wrap' })}>{value || '—'}</span>
        {disabled ? null : (
          <Button
            variant="link"
            size="sm"
            aria-label={t`Modifier : ${label}`}
            onClick={() => {
              setDraft(value ?? '')
              setEditing(true)
            }}
          >
            <Trans>Modifier</Trans>
          </Button>
        )}
      </div>
    )

  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          setEditing(false)
          setError(undefined)
        }
      }}
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', flexWrap: 'wrap' })}
    >
      <div className={css({ flex: '1', minW: '48' })}>
        <Field.TextField
          label={label}
          rootProps={{ className: css({ '& label': { srOnly: true } }) }}
          autoFocus
          multiline={multiline}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={error}
        />
      </div>
      <Button type="submit" size="sm" loading={update.isPending}>
        <Trans>Enregistrer</Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
        <Trans>Annuler</Trans>
      </Button>
    </form>
  )
}
