import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { EmailField } from '#client/entities/person/email-field.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { verificationNotificationSchema } from '#shared/auth.ts'
import { css } from '#styled/css'
import { useResendVerification } from '../api/email-verification.ts'
import { authTexts } from '../auth-messages.ts'
import { FormAlert } from './form-alert.tsx'
import { useAuthTexts } from './use-auth-texts.ts'

/**
 * POST /api/email/verification-notification `{ email }`: a new confirmation link (the older ones
 * stop working). With the signed-in user's address it is one button; otherwise the address is
 * asked. The server answers the same for any address and throttles repeats (429: the wait).
 */
export function ResendVerification({ email: knownEmail, label }: { email?: string | null; label?: string }) {
  const { t, i18n } = useLingui()
  const texts = useAuthTexts()
  const [sent, setSent] = useState(false)
  const mutation = useResendVerification()
  const form = useForm({
    schema: verificationNotificationSchema,
    initial: { email: '' },
    toInput: (values) => ({ email: knownEmail ?? values.email }),
    message: texts.message,
    requiredWhenBlank: true,
    pending: mutation.isPending,
  })

  const send = form.submit((data) => {
    mutation.mutate(data.email, {
      onSuccess: () => {
        toast.success(i18n._(authTexts.emailSent), { duration: ACCOUNT_TOAST_MS })
        setSent(true)
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          // "Trop de tentatives. Réessayez dans 12 min.": the server knows the wait.
          return form.setFailure(error.body.message)
        }
        if (form.fail(error)) return
        if (isApiError(error) && error.status === 422) return form.setErrors({ email: error.body.message })
        form.setFailure(texts.failure(error))
      },
    })
  })

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        if (!mutation.isPending) setSent(false)
        send(event)
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      {knownEmail ? null : (
        <EmailField
          value={form.values.email}
          onChange={(value) => form.setValues({ email: value })}
          error={form.errorOf('email')}
        />
      )}
      {sent ? (
        <FormAlert tone="success">
          <p>{i18n._(authTexts.emailSent)}</p>
          <p>
            <Trans>Il arrive en quelques instants. Pensez à regarder dans les courriers indésirables.</Trans>
          </p>
        </FormAlert>
      ) : null}
      {form.failure ? <FormAlert>{form.failure}</FormAlert> : null}
      <Button type="submit" variant="outline" loading={mutation.isPending} loadingText={<Trans>Envoi…</Trans>}>
        {label ?? t`Renvoyer le lien de confirmation`}
      </Button>
    </form>
  )
}
