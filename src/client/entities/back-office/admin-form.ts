import { useLingui } from '@lingui/react/macro'
import type { z } from 'zod'
import { type FormOptions, useForm } from '#client/lib/forms/use-form.ts'
import { toast } from '#client/ui/toaster.ts'
import { refusalOf } from './admin-toasts.ts'
import { useAdminValidationText } from './validation-messages.ts'

/**
 * A back-office form on lib/forms (docs/architecture.md#forms-on-the-client), checked with the
 * shared schema in the back office's sentences, plus `saving(then)`: a mutation's callbacks that
 * say 'Succès' or 'Une erreur est survenue lors de l'enregistrement' (the server's reason under
 * it, docs/product.md#messages) and put the server's field errors under the fields.
 */
export function useAdminForm<V extends object, S extends z.ZodType>(options: Omit<FormOptions<V, S>, 'message'>) {
  const { t } = useLingui()
  const form = useForm({ ...options, message: useAdminValidationText() })
  const { fail } = form
  function saving<T>(then?: (data: T) => void) {
    return {
      onSuccess: (data: T) => {
        toast.success(t`Succès`)
        then?.(data)
      },
      onError: (error: unknown) => {
        fail(error)
        toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, { description: refusalOf(error) })
      },
    }
  }
  return { ...form, saving }
}
