import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import type { PasswordContext } from '#shared/password.ts'
import { css } from '#styled/css'
import { generateAcceptablePassword } from '../generate-password.ts'
import { checkPassword } from '../password-rules.ts'
import { PasswordInput } from './password-input.tsx'
import { PasswordRulesList } from './password-rules-list.tsx'

export interface NewPasswordFieldsProps {
  password: string
  confirmation: string
  onPasswordChange: (value: string) => void
  onConfirmationChange: (value: string) => void
  /** The person's e-mail and names: a password containing them is refused. */
  context: PasswordContext
  errors: { password?: ReactNode; password_confirmation?: ReactNode }
  /** Offers the "Générer" button (docs/product.md#validation). */
  allowGenerate?: boolean
}

/** A new password and its confirmation, with the live rules and, if asked, the generator. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  context,
  errors,
  allowGenerate = false,
}: NewPasswordFieldsProps) {
  const { t } = useLingui()
  const rulesId = useId()
  const [visible, setVisible] = useState(false)
  const [announce, setAnnounce] = useState('')

  function generate() {
    const generated = generateAcceptablePassword(context)
    onPasswordChange(generated)
    onConfirmationChange(generated)
    // Shown, so that it can be noted or saved: a password nobody can read back is useless.
    setVisible(true)
    setAnnounce(t`Mot de passe généré et recopié dans la confirmation. Enregistrez-le dans votre gestionnaire de mots de passe.`)
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PasswordInput
        label={<Trans>Mot de passe</Trans>}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(value) => {
          onPasswordChange(value)
          setAnnounce('')
        }}
        error={errors.password}
        describedBy={rulesId}
        visible={visible}
        onVisibleChange={setVisible}
        labelAction={
          allowGenerate ? (
            <Button variant="link" size="sm" onClick={generate} aria-label={t`Générer un mot de passe`}>
              <Trans>Générer</Trans>
            </Button>
          ) : null
        }
      />
      <PasswordRulesList id={rulesId} checks={checkPassword(password, context)} />
      <p role="status" className={css({ textStyle: 'small', color: 'fg.success', _empty: { display: 'none' } })}>
        {announce}
      </p>
      <PasswordInput
        label={<Trans>Confirmation du mot de passe</Trans>}
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmationChange}
        error={errors.password_confirmation}
        visible={visible}
        onVisibleChange={setVisible}
      />
    </div>
  )
}
