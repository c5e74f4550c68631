import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { type EditableUserField, type UpdateUserFieldInput, updateUserFieldSchema } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useUpdateUserField } from '../api/user-mutations.ts'
import { fieldLabels } from '../labels.ts'

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
  const form = useAdminForm({
    schema: updateUserFieldSchema,
    initial: { draft: value ?? '' },
    // A blank optional value clears it; a name cannot be blank (the schema says so).
    toInput: ({ draft }) =>
      ({
        field,
        value: draft.trim() === '' && field !== 'first_name' && field !== 'last_name' ? null : draft,
      }) as UpdateUserFieldInput,
    pending: update.isPending,
  })
  const error = form.errorOf('value') ?? form.errorOf('field')
  const label = i18n._(fieldLabels[field])
  const formId = useId()

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
              form.reset({ draft: value ?? '' })
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
      ref={form.formRef}
      id={formId}
      noValidate
      onSubmit={form.submit((_, input) =>
        update.mutate(
          { id: userId, ...(input as UpdateUserFieldInput) },
          form.saving(() => setEditing(false)),
        ),
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          setEditing(false)
          form.setErrors({})
        }
      }}
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', flexWrap: 'wrap' })}
    >
      <div className={css({ flex: '1', minW: '48' })}>
        <Field.TextField
          label={label}
          rootProps={{ className: css({ '& label': { srOnly: true } }) }}
          name="value"
          autoFocus
          multiline={multiline}
          value={form.values.draft}
          onChange={(event) => form.set('draft', event.target.value, 'value')}
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
