import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'

/** The inside of an admin's note form (on an account, on a patient's request): the text, then its button. */
export function NoteFields({
  value,
  onChange,
  maxLength,
  hint,
  error,
  pending,
}: {
  value: string
  onChange: (value: string) => void
  maxLength: number
  hint?: ReactNode
  error: string | undefined
  pending: boolean
}) {
  const { t } = useLingui()
  return (
    <>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{t`Nouvelle note`}</Field.Label>
        <Field.Textarea
          name="body"
          rows={3}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
        {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <div>
        <Button type="submit" variant="outline" loading={pending}>
          <Trans>Ajouter la note</Trans>
        </Button>
      </div>
    </>
  )
}
