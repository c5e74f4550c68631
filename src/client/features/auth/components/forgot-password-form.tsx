import { Trans, useLingui } from '@lingui/react/macro'
import { EmailField } from '#client/entities/person/email-field.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import { forgotPasswordSchema } from '#shared/auth.ts'
import { css } from '#styled/css'
import { useForgotPassword } from '../api/password-reset.ts'
import { FormAlert } from './form-alert.tsx'
import { useAuthTexts } from './use-auth-texts.ts'

/**
 * POST /api/forgot-password. The answer is the same whether the address has an account or not
 * (nobody learns who is registered): the page shows it as it comes.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useLingui()
  const texts = useAuthTexts()
  const mutation = useForgotPassword()
  const form = useForm({
    schema: forgotPasswordSchema,
    initial: { email: initialEmail },
    message: texts.message,
    requiredWhenBlank: true,
    pending: mutation.isPending,
  })

  const submit = form.submit((data) => {
    if (!navigator.onLine) {
      form.setFailure(t`Vous êtes hors connexion. Retrouvez du réseau, puis réessayez.`)
      return
    }
    mutation.mutate(data.email, {
      onError: (error) => {
        if (form.fail(error)) return
        if (isApiError(error) && error.status === 422) return form.showErrors({ email: error.body.message })
        form.setFailure(texts.failure(error))
      },
    })
  })

  if (mutation.isSuccess) {
    return (
      <FormAlert tone="success" focus>
        <p>{mutation.data.message}</p>
        <p>
          <Trans>Le lien est valable une heure. Pensez à regarder dans les courriers indésirables.</Trans>
        </p>
      </FormAlert>
    )
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <EmailField
        label={<Trans>Adresse e-mail de votre compte</Trans>}
        value={form.values.email}
        onChange={(value) => form.setValues({ email: value })}
        error={form.errorOf('email')}
      />
      {form.failure ? <FormAlert>{form.failure}</FormAlert> : null}
      <Button type="submit" size="lg" loading={mutation.isPending} loadingText={<Trans>Envoi…</Trans>}>
        <Trans>Recevoir un lien</Trans>
      </Button>
    </form>
  )
}
