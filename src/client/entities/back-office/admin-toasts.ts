import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { toast } from '#client/ui/toaster.ts'

/** The server's own sentence for a refusal (409 "in use", 422 without a field), or why nothing reached it. */
function failureDetail(error: unknown, offline: string): string | undefined {
  if (!isApiError(error)) return undefined
  if (error.code === 'network' || error.code === 'timeout') return offline
  if (error.status >= 400 && error.status < 500 && error.body.message && !/^HTTP \d+$/.test(error.body.message))
    return error.body.message
  return undefined
}

/**
 * The server's own sentence for a refusal, under the users screens' toasts: anything it answered
 * below 500; nothing for no answer or a server failure.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return undefined
  return error.body.message || undefined
}

/**
 * The back office's toasts, in the words of docs/product.md#messages: 'Succès' / 'Une erreur est survenue lors de
 * l'enregistrement' for a save, 'Suppression réussie.' / 'Une erreur est survenue lors de la
 * suppression.' for a deletion, 'Validation réussie.' / 'Une erreur est survenue lors de la
 * validation.' for a validation; the server's reason under the title (`detail`: by default its
 * refusal or why nothing reached it; the users screens give `refusalOf`). Field errors are kept
 * for the form to show under its fields.
 */
export function useAdminFeedback(detail: (error: unknown, offline: string) => string | undefined = failureDetail) {
  const { t } = useLingui()
  const offline = t`Relève ne répond pas : vérifiez votre connexion.`

  const saved = useCallback(() => toast.success(t`Succès`), [t])
  const saveFailed = useCallback(
    (error: unknown) =>
      toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, { description: detail(error, offline) }),
    [t, offline, detail],
  )
  /** A failed save of a form: the server's field errors under its fields (lib/forms `fail`), and the toast. */
  const saveFailedFor = useCallback(
    (fail: (error: unknown) => unknown) => (error: unknown) => {
      fail(error)
      saveFailed(error)
    },
    [saveFailed],
  )
  const deleted = useCallback(() => toast.success(t`Suppression réussie.`), [t])
  const deleteFailed = useCallback(
    (error: unknown) =>
      toast.destructive(t`Une erreur est survenue lors de la suppression.`, { description: detail(error, offline) }),
    [t, offline, detail],
  )
  const validated = useCallback(() => toast.success(t`Validation réussie.`), [t])
  const validationFailed = useCallback(
    (error: unknown) =>
      toast.destructive(t`Une erreur est survenue lors de la validation.`, { description: detail(error, offline) }),
    [t, offline, detail],
  )
  return { saved, saveFailed, saveFailedFor, deleted, deleteFailed, validated, validationFailed }
}
