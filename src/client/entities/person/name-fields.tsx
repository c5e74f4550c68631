import { Trans } from '@lingui/react/macro'
import * as Field from '#client/ui/field.tsx'

type NameField = 'first_name' | 'last_name'

export interface NameFieldsProps {
  first_name: string
  last_name: string
  onChange: (field: NameField, value: string) => void
  errorOf: (field: NameField) => string | undefined
  /** The row's layout, the form's own (side by side from sm up). */
  className: string
}

/** First name and last name side by side: the registration forms and the settings' information. */
export function NameFields({ first_name, last_name, onChange, errorOf, className }: NameFieldsProps) {
  return (
    <div className={className}>
      <Field.TextField
        label={<Trans>Prénom</Trans>}
        name="first_name"
        autoComplete="given-name"
        required
        maxLength={60}
        value={first_name}
        onChange={(event) => onChange('first_name', event.currentTarget.value)}
        error={errorOf('first_name')}
      />
      <Field.TextField
        label={<Trans>Nom</Trans>}
        name="last_name"
        autoComplete="family-name"
        required
        maxLength={60}
        value={last_name}
        onChange={(event) => onChange('last_name', event.currentTarget.value)}
        error={errorOf('last_name')}
      />
    </div>
  )
}
