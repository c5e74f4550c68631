import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { css } from '#styled/css'

export interface PasswordInputProps {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  error?: ReactNode
  hint?: ReactNode
  /** Ids of elements that describe the field too (the live rules). */
  describedBy?: string
  required?: boolean
  /** Shown beside the label (the "Générer" button). */
  labelAction?: ReactNode
  /** Shows the characters (after "Générer", so that the user can note the password). */
  visible?: boolean
  onVisibleChange?: (visible: boolean) => void
}

const inputRow = css({ position: 'relative', display: 'flex', alignItems: 'center' })

/**
 * A password field with "Afficher / Masquer": typing a password on a phone keyboard without
 * seeing it is where most mistakes come from. The button's name says what it will do (its
 * visible word is part of it), and it never submits the form (type="button").
 */
export function PasswordInput({
  label,
  name,
  value,
  onChange,
  autoComplete,
  error,
  hint,
  describedBy,
  required = true,
  labelAction,
  visible: visibleProp,
  onVisibleChange,
}: PasswordInputProps) {
  const { t } = useLingui()
  const [ownVisible, setOwnVisible] = useState(false)
  const visible = visibleProp ?? ownVisible
  const setVisible = onVisibleChange ?? setOwnVisible
  const invalid = error != null && error !== false && error !== ''
  return (
    <Field.Root invalid={invalid} required={required}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator>*</Field.RequiredIndicator>
        </Field.Label>
        {labelAction}
      </div>
      <div className={inputRow}>
        <Field.Input
          type={visible ? 'text' : 'password'}
          name={name}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-describedby={describedBy}
          className={css({ pr: '24' })}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label={visible ? t`Masquer le mot de passe` : t`Afficher le mot de passe`}
          onClick={() => setVisible(!visible)}
          className={css({ position: 'absolute', right: '1' })}
        >
          {visible ? t`Masquer` : t`Afficher`}
        </Button>
      </div>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
