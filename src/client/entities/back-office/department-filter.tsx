import { useLingui } from '@lingui/react/macro'
import * as Field from '#client/ui/field.tsx'

/** The department filter of an admin list: its number as typed, the server's refusal of it under the field. */
export function DepartmentFilter({
  value,
  onChange,
  error,
}: {
  value: string | undefined
  onChange: (value: string) => void
  error: string | undefined
}) {
  const { t } = useLingui()
  return (
    <Field.TextField
      label={t`Département`}
      hint={t`Numéro, par exemple 69 ou 2A`}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      maxLength={3}
      autoComplete="off"
    />
  )
}
