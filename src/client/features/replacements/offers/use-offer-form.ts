import { i18n } from '@lingui/core'
import { useState } from 'react'
import { hasErrors } from '#client/lib/forms/field-errors.ts'
import { focusFirstError } from '#client/lib/forms/focus.ts'
import { useForm } from '#client/lib/forms/use-form.ts'
import { toast } from '#client/ui/toaster.ts'
import { createReplacementSchema } from '#shared/replacements.ts'
import { focusFormAlert, offerRefusal } from './offer-form-feedback.ts'
import { type OfferField, type OfferFormValues, validateOffer } from './offer-form-values.ts'
import { offerMessage } from './offer-messages.ts'

export type OfferAttempt = 'draft' | 'publish'

export interface OfferFormOptions {
  initial: () => OfferFormValues
  /** Checked as a published offer whatever the button (a published offer, the immediate form). */
  published: boolean
}

/**
 * The offer form's and the immediate form's state on lib/forms (docs/architecture.md#forms-on-the-client):
 * the values, checked with the shared schema as they are filled in — a field once left, every
 * field once a save was tried — the server's refusals on their fields, the form's own message.
 */
export function useOfferForm({ initial, published }: OfferFormOptions) {
  // Checked by validateOffer (the schema, and what publishing needs) rather than form.check.
  const form = useForm({ schema: createReplacementSchema, initial, message: (code) => i18n._(offerMessage(code)) })
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [attempt, setAttempt] = useState<OfferAttempt | null>(null)
  const live = validateOffer(form.values, { publishing: published || attempt === 'publish' })

  /** The server's sentence first; the form's own check once the field was left or a save tried. */
  const errorOf = (field: OfferField): string | undefined =>
    form.errorOf(field) ?? (attempt !== null || touched.has(field) ? live[field] : undefined)

  /** Sets a value: the server's errors on these fields (the value's own by default) and the form's message go. */
  function change<K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K], ...fields: OfferField[]) {
    form.setValues((current) => ({ ...current, [key]: value }))
    for (const field of fields.length > 0 ? fields : [key]) form.clearError(field)
    form.setFailure(null)
  }

  const touch = (field: OfferField) => () => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))

  /** Before a save: true when the values hold, else the first field in error gets the focus. */
  function check(kind: OfferAttempt): boolean {
    setAttempt(kind)
    form.setErrors({})
    form.setFailure(null)
    const found = validateOffer(form.values, { publishing: published || kind === 'publish' })
    if (!hasErrors(found)) return true
    focusFirstError(form.formRef.current, found)
    return false
  }

  /** A refused save: the server's words where they belong, and a toast. */
  function refused(error: unknown, toastText: string) {
    const { fields, failure } = offerRefusal(error)
    form.setErrors(fields)
    form.setFailure(failure ?? null)
    toast.destructive(toastText)
    if (hasErrors(fields)) focusFirstError(form.formRef.current, fields)
    else focusFormAlert(form.formRef.current)
  }

  /** Nothing can be sent without the network: the form says so. */
  function unsent(text: string) {
    form.setFailure(text)
    focusFormAlert(form.formRef.current)
  }

  return { ...form, errorOf, change, touch, check, refused, unsent }
}

export type OfferFormState = ReturnType<typeof useOfferForm>
