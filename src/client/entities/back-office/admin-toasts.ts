import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { toast } from '#client/ui/toaster.ts'

/** The server's field errors of a 422, first message of each field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 422) return {}
  const found: Record<string, string> = {}
  for (const [field, messages] of Object.entries(error.errors)) if (messages[0] !== undefined) found[field] = messages[0]
  return found
}

/** The server's own sentence for a refusal (409 "in use", 422 without a field), or why nothing reached it. */
export function failureDetail(error: unknown, offline: string): string | undefined {
  if (!isApiError(error)) return undefined
  if (error.code === 'network' || error.code === 'timeout') return offline
  if (error.status >= 400 && error.status < 500 && error.body.message && !/^HTTP \d+$/.test(error.body.message))
    return error.body.message
  return undefined
}

/**
 * The back office's toasts, in the words of docs/product.md#messages: 'Succès' / 'Une erreur est survenue lors de
 * l'enregistrement' for a save, 'Suppression réussie.' / 'Une erreur est survenue lors de la
 * suppression.' for a deletion, 'Validation réussie.' / 'Une erreur est survenue lors de la
 * validation.' for a validation; the server's reason under the title. Field errors are kept for
 * the form to show under its fields.
 */
export function useAdminFeedback() {
  const { t } = useLingui()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const offline = t`Relève ne répond pas : vérifiez votre connexion.`

  const saved = useCallback(() => {
    setErrors({})
    toast.success(t`Succès`)
  }, [t])
  const saveFailed = useCallback(
    (error: unknown) => {
      setErrors(fieldErrorsOf(error))
      toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, { description: failureDetail(error, offline) })
    },
    [t, offline],
  )
  const deleted = useCallback(() => toast.success(t`Suppression réussie.`), [t])
  const deleteFailed = useCallback(
    (error: unknown) =>
      toast.destructive(t`Une erreur est survenue lors de la suppression.`, { description: failureDetail(error, offline) }),
    [t, offline],
  )
  const validated = useCallback(() => toast.success(t`Validation réussie.`), [t])
  const validationFailed = useCallback(
    (error: unknown) =>
      toast.destructive(t`Une erreur est survenue lors de la validation.`, { description: failureDetail(error, offline) }),
    [t, offline],
  )
  const clear = useCallback(
    (field: string) =>
      setErrors((current) => {
        if (current[field] === undefined) return current
        const { [field]: _, ...rest } = current
        return rest
      }),
    [],
  )
  return { errors, setErrors, saved, saveFailed, deleted, deleteFailed, validated, validationFailed, clear }
}
