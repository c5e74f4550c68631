import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '#client/lib/api-client.ts'
import { type OfferErrors, type OfferField, offerFieldOrder, serverOfferErrors } from './offer-form-values.ts'

export const networkProblem = msg`Relève ne répond pas. Vérifiez votre connexion et réessayez.`
export const publishNeedsNetwork = msg`Publier a besoin du réseau. Enregistrez le brouillon : il partira dès le retour de la connexion.`

/** What a failed save says: the server's field errors on the fields, else one sentence for the form. */
export function failureOf(error: unknown): OfferErrors {
  if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
    const fields = serverOfferErrors(error.errors)
    // A 422 on a field the form does not show still says something.
    if (Object.keys(fields).every((field) => field === 'form')) return { form: fields.form ?? error.body.message }
    return fields
  }
  if (isApiError(error) && (error.code === 'network' || error.code === 'timeout')) return { form: networkProblem }
  if (isApiError(error) && error.status > 0 && error.body.message) return { form: error.body.message }
  return { form: msg`Une erreur est survenue lors de l'enregistrement` }
}

/** An error's words: our message descriptors translated, the server's sentences as they came. */
export function errorText(i18n: I18n, error: MessageDescriptor | string | undefined): string | undefined {
  if (error === undefined) return undefined
  return typeof error === 'string' ? error : i18n._(error)
}

/** Focuses the first field in error, in the order of the form. */
export function focusFirstError(form: HTMLFormElement | null, errors: OfferErrors): void {
  const first = offerFieldOrder.find((field: OfferField) => errors[field] !== undefined)
  if (!form) return
  if (!first) {
    form.querySelector<HTMLElement>('[data-form-alert]')?.focus()
    return
  }
  form
    .querySelector<HTMLElement>(
      `[data-field="${first}"] input:not([type=hidden]):not([hidden]), [data-field="${first}"] textarea, [name="${first}"]`,
    )
    ?.focus()
}
