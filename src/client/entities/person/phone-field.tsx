import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as Field from '#client/ui/field.tsx'

export interface PhoneFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: ReactNode
  required?: boolean
  /** The schema's limit for this form's phone. */
  maxLength: number
}

/** A person's phone number: the registration forms, the settings' information, a patient's request. */
export function PhoneField({ value, onChange, error, hint, required, maxLength }: PhoneFieldProps) {
  return (
    <Field.TextField
      label={<Trans>Téléphone</Trans>}
      hint={hint}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required={required}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  )
}
