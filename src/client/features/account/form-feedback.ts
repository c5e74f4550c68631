import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'

export type FieldErrors = Record<string, string>

/**
 * The server's field `errors` (a 422, or a 413 for a photo too heavy), first message of each field
 * ("care_types.0" stays as the server names it).
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return {}
  const found: FieldErrors = {}
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages[0]
    if (first !== undefined) found[field] = first
  }
  return found
}

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

/**
 * The settings forms' feedback (docs/product.md#messages): 'Succès' when saved, 'Une erreur est survenue lors de
 * l'enregistrement' when not, and the server's field errors under the fields. Account toasts last
 * 3 s (docs/product.md#session).
 */
export function useFormFeedback() {
  const { t } = useLingui()
  const [errors, setErrors] = useState<FieldErrors>({})

  const saved = useCallback(() => {
    setErrors({})
    toast.success(t`Succès`, { duration: ACCOUNT_TOAST_MS })
  }, [t])

  const failed = useCallback(
    (error: unknown) => {
      setErrors(fieldErrorsOf(error))
      toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, {
        duration: ACCOUNT_TOAST_MS,
        description: failureDetail(error, t`Relève ne répond pas : vérifiez votre connexion.`),
      })
    },
    [t],
  )

  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (current[field] === undefined) return current
      const { [field]: _, ...rest } = current
      return rest
    })
  }, [])

  return { errors, setErrors, saved, failed, clear }
}
