import type { z } from 'zod'
import { type FormOptions, useForm } from '#client/lib/forms/use-form.ts'
import { refusalOf, useAdminFeedback } from './admin-toasts.ts'
import { useAdminValidationText } from './validation-messages.ts'

/**
 * A back-office form on lib/forms (docs/architecture.md#forms-on-the-client), checked with the
 * shared schema in the back office's sentences, plus `saving(then)`: a mutation's callbacks that
 * say 'Succès' or 'Une erreur est survenue lors de l'enregistrement' (the server's reason under
 * it, docs/product.md#messages) and put the server's field errors under the fields.
 */
export function useAdminForm<V extends object, S extends z.ZodType>(options: Omit<FormOptions<V, S>, 'message'>) {
  const form = useForm({ ...options, message: useAdminValidationText() })
  const feedback = useAdminFeedback(refusalOf)
  function saving<T>(then?: (data: T) => void) {
    return {
      onSuccess: (data: T) => {
        feedback.saved()
        then?.(data)
      },
      onError: feedback.saveFailedFor(form.fail),
    }
  }
  return { ...form, saving }
}
