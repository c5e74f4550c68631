import { type ContactInput, contactSchema } from '#shared/contact.ts'
import { type ContactField, isContactField } from './contact-messages.ts'

export type ContactFieldErrors = Partial<Record<ContactField, string>>

export type ContactValidation = { ok: true; data: ContactInput } | { ok: false; errors: ContactFieldErrors }

/** Checks the form with the schema the server uses: one error code per field, the first found. */
export function validateContact(values: Record<ContactField, string>): ContactValidation {
  const result = contactSchema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: ContactFieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (isContactField(field) && errors[field] === undefined) errors[field] = issue.message
  }
  return { ok: false, errors }
}

/** The server's 422 field errors, kept for the fields the form shows. */
export function serverFieldErrors(errors: Record<string, string[]>): ContactFieldErrors {
  const result: ContactFieldErrors = {}
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0]
    if (isContactField(field) && first !== undefined) result[field] = first
  }
  return result
}
