import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as Checkbox from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import { Text } from '#client/ui/text.tsx'
import type { NurseRole } from '#shared/roles.ts'
import { css } from '#styled/css'

type NameField = 'first_name' | 'last_name'

/** Prénom and Nom, as an admin types them for someone else (no autofill from the admin's own). */
export function AdminNameFields({
  values,
  onChange,
  errorOf,
}: {
  values: Record<NameField, string>
  onChange: (field: NameField, value: string) => void
  errorOf: (field: NameField) => string | undefined
}) {
  const { t } = useLingui()
  return (
    <>
      <Field.TextField
        label={t`Prénom`}
        name="first_name"
        required
        autoComplete="off"
        value={values.first_name}
        onChange={(event) => onChange('first_name', event.target.value)}
        error={errorOf('first_name')}
      />
      <Field.TextField
        label={t`Nom`}
        name="last_name"
        required
        autoComplete="off"
        value={values.last_name}
        onChange={(event) => onChange('last_name', event.target.value)}
        error={errorOf('last_name')}
      />
    </>
  )
}

/** The e-mail address of the account; a hint says what a change of it entails, where it may change. */
export function AdminEmailField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string
  onChange: (value: string) => void
  error: string | undefined
  hint?: string
}) {
  const { t } = useLingui()
  return (
    <Field.TextField
      label={t`E-mail`}
      name="email"
      type="email"
      required
      autoComplete="off"
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  )
}

/** The account's phone number, optional. */
export function AdminPhoneField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  const { t } = useLingui()
  return (
    <Field.TextField
      label={t`Téléphone`}
      name="phone"
      type="tel"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  )
}

/** The nurse roles of an account, as checkboxes; none is an account without nursing activity. */
export function RoleChoices({
  legend,
  roles,
  onChange,
  error,
}: {
  legend: ReactNode
  roles: readonly NurseRole[]
  onChange: (roles: NurseRole[]) => void
  error: string | undefined
}) {
  const toggle = (role: NurseRole, on: boolean) => onChange(on ? [...roles, role] : roles.filter((r) => r !== role))
  return (
    <fieldset data-field="roles" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ textStyle: 'label', mb: '2' })}>{legend}</legend>
      <Checkbox.SimpleCheckbox
        checked={roles.includes('titulaire')}
        onCheckedChange={(details) => toggle('titulaire', details.checked === true)}
      >
        <Trans>Titulaire</Trans>
      </Checkbox.SimpleCheckbox>
      <Checkbox.SimpleCheckbox
        checked={roles.includes('remplacant')}
        onCheckedChange={(details) => toggle('remplacant', details.checked === true)}
      >
        <Trans>Remplaçant</Trans>
      </Checkbox.SimpleCheckbox>
      {error ? (
        <Text tone="danger" size="small" role="alert">
          {error}
        </Text>
      ) : null}
    </fieldset>
  )
}
