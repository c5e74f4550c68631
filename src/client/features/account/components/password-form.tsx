import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { Text } from '#client/ui/text.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { updatePasswordSchema } from '#shared/profile.ts'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { useUpdatePassword } from '../api/profile.ts'
import { useFormFeedback } from '../form-feedback.ts'
import { useValidationText } from '../validation-messages.ts'
import { CurrentPasswordField } from './current-password-field.tsx'
import { formActions, form as formStyle } from './form-styles.ts'
import { checkPasswordRules, PasswordRules } from './password-rules.tsx'

const empty = { current_password: '', password: '', password_confirmation: '' }
type PasswordField = keyof typeof empty

/** Settings › Mot de passe: PUT /api/users/{id}/update-password; the other sessions end. */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useLingui()
  const message = useValidationText()
  const feedback = useFormFeedback()
  const saving = useUpdatePassword()
  const form = useForm({ schema: updatePasswordSchema, initial: empty, message, pending: saving.isPending })
  const { values, errorOf } = form
  const rules = checkPasswordRules(values.password, values.password_confirmation, user)

  if (!user.has_password) {
    return (
      <Text>
        <Trans>
          Vous n’avez pas encore choisi de mot de passe : utilisez le lien reçu par e-mail après votre inscription rapide.
        </Trans>
      </Text>
    )
  }

  const update = (field: PasswordField) => (event: { currentTarget: { value: string } }) =>
    form.set(field, event.currentTarget.value)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving.isPending) return
    const checked = form.check(values, (found) =>
      found.password === undefined && !rules.noContext ? { ...found, password: message('password.context') } : found,
    )
    if (checked === null) return
    saving.mutate(
      { userId: user.id, input: values },
      {
        onSuccess: () => {
          toast.success(t`Succès`, {
            duration: ACCOUNT_TOAST_MS,
            description: t`Votre mot de passe est changé. Vos autres appareils ont été déconnectés.`,
          })
          form.setValues(empty)
        },
        onError: (error) => {
          form.fail(error)
          feedback.failed(error)
        },
      },
    )
  }

  return (
    <form ref={form.formRef} className={formStyle} noValidate onSubmit={submit}>
      <Text tone="muted" size="small">
        <Trans>Après le changement, vos autres appareils seront déconnectés ; celui-ci reste connecté.</Trans>
      </Text>
      <CurrentPasswordField
        value={values.current_password}
        onChange={(value) => form.set('current_password', value)}
        error={errorOf('current_password')}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Field.TextField
          label={<Trans>Nouveau mot de passe</Trans>}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={update('password')}
          error={errorOf('password')}
        />
        <Field.TextField
          label={<Trans>Confirmation du nouveau mot de passe</Trans>}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={update('password_confirmation')}
          error={errorOf('password_confirmation')}
        />
        <PasswordRules results={rules} />
      </div>
      <div className={formActions}>
        <Button type="submit" loading={saving.isPending}>
          <Trans>Changer le mot de passe</Trans>
        </Button>
      </div>
    </form>
  )
}
