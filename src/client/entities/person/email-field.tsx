import { Trans } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import * as Field from '#client/ui/field.tsx'

export interface EmailFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
  /** "Adresse e-mail" unless the form says whose address it wants. */
  label?: ReactNode
  hint?: ReactNode
  /** `username` where the address is the login, so password managers pair it with the password. */
  autoComplete?: 'email' | 'username'
  /** Required unless the form asks for the phone or the address (a patient's request). */
  required?: boolean
  maxLength?: number
  ref?: Ref<HTMLInputElement>
}

/**
 * A person's e-mail address: the sign-in, registration, waiting-list, forgotten-password and
 * new-link forms, the settings' information, the contact form and a patient's request.
 */
export function EmailField({
  value,
  onChange,
  error,
  label,
  hint,
  autoComplete = 'email',
  required = true,
  maxLength,
  ref,
}: EmailFieldProps) {
  return (
    <Field.TextField
      ref={ref}
      label={label ?? <Trans>Adresse e-mail</Trans>}
      hint={hint}
      name="email"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      required={required}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  )
}
