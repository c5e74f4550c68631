import { Trans } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import * as Field from '#client/ui/field.tsx'

export interface EmailFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
  /** "Adresse e-mail" unless the form says whose address it wants. */
  label?: ReactNode
  /** `username` where the address is the login, so password managers pair it with the password. */
  autoComplete?: 'email' | 'username'
  ref?: Ref<HTMLInputElement>
}

/** The address field of the sign-in, waiting-list, forgotten-password and new-link forms. */
export function EmailField({ value, onChange, error, label, autoComplete = 'email', ref }: EmailFieldProps) {
  return (
    <Field.TextField
      ref={ref}
      label={label ?? <Trans>Adresse e-mail</Trans>}
      name="email"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  )
}
