import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '#client/lib/api-client.ts'
import { failureKind, serverMessage, unreachableMessage } from '#client/lib/forms/failure.ts'
import { type FieldErrors, hasErrors, serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { onOfferFields } from './offer-form-values.ts'

export const publishNeedsNetwork = msg`Publier a besoin du réseau. Enregistrez le brouillon : il partira dès le retour de la connexion.`

/** A refused save: the server's field errors for the fields, or one sentence for the form (`failure`). */
export interface OfferRefusal {
  fields: FieldErrors
  failure: string | undefined
}

/**
 * What a failed save says (docs/architecture.md#forms-on-the-client): a 422's field errors under
 * the fields the form shows, one on a field it does not show above the form; else why nothing was
 * saved, in the server's words when it gave some.
 */
export function offerRefusal(error: unknown): OfferRefusal {
  const found = serverFieldErrors(error)
  if (hasErrors(found)) {
    const { form, ...fields } = onOfferFields(found)
    // A 422 on a field the form does not show still says something.
    if (!hasErrors(fields)) return { fields, failure: form ?? (isApiError(error) ? error.body.message : undefined) }
    return { fields, failure: form }
  }
  if (failureKind(error) === 'unreachable') return { fields: {}, failure: i18n._(unreachableMessage) }
  return { fields: {}, failure: serverMessage(error) ?? i18n._(msg`Une erreur est survenue lors de l'enregistrement`) }
}

/**
 * A refusal with nothing to fix on a field: the reader lands on the form's message, once it is
 * shown (the next frame).
 */
export function focusFormAlert(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[data-form-alert]')?.focus())
}
