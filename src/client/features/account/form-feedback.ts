import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'

/**
 * What a failure adds to the toast: the server's words when it gave some (a 422 without a field,
 * a 429 saying when to come back, a 503 of its own such as the communes still loading), else why
 * nothing reached it.
 */
export function failureDetail(error: unknown, offline: string): string | undefined {
  if (!isApiError(error)) return undefined
  if (error.code === 'network' || error.code === 'timeout') return offline
  const saidBy = (error.status >= 400 && error.status < 500) || (error.status === 503 && Boolean(error.body.code))
  if (saidBy && error.body.message && !/^HTTP \d+$/.test(error.body.message)) {
    return error.body.message
  }
  return undefined
}

/** `failureDetail` with the account screens' words for no answer. */
export function useFailureDetail(): (error: unknown) => string | undefined {
  const { t } = useLingui()
  const offline = t`Relève ne répond pas : vérifiez votre connexion.`
  return useCallback((error: unknown) => failureDetail(error, offline), [offline])
}

/**
 * The settings forms' toasts (docs/product.md#messages): 'Succès' when saved, 'Une erreur est survenue lors de
 * l'enregistrement' when not (the field errors go under the fields, lib/forms). Account toasts
 * last 3 s (docs/product.md#session).
 */
export function useFormFeedback() {
  const { t } = useLingui()
  const detail = useFailureDetail()

  const saved = useCallback(() => {
    toast.success(t`Succès`, { duration: ACCOUNT_TOAST_MS })
  }, [t])

  const failed = useCallback(
    (error: unknown) => {
      toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, {
        duration: ACCOUNT_TOAST_MS,
        description: detail(error),
      })
    },
    [t, detail],
  )

  /**
   * The save's callbacks of a settings form: the toast, the server's field errors under the fields,
   * and, once saved, `then` (a secret emptied) before the values follow the server's copy again.
   */
  const settle = useCallback(
    (form: { saved: () => void; fail: (error: unknown) => boolean }, then?: () => void) => ({
      onSuccess: () => {
        saved()
        then?.()
        form.saved()
      },
      onError: (error: unknown) => {
        form.fail(error)
        failed(error)
      },
    }),
    [saved, failed],
  )

  return { saved, failed, settle }
}
