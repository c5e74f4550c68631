import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as Field from '#client/ui/field.tsx'

export interface CurrentPasswordFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: ReactNode
}

/** "Mot de passe actuel", asked before a change of the account's keys: the password, the e-mail address. */
export function CurrentPasswordField({ value, onChange, error, hint }: CurrentPasswordFieldProps) {
  return (
    <Field.TextField
      label={<Trans>Mot de passe actuel</Trans>}
      hint={hint}
      name="current_password"
      type="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  )
}
