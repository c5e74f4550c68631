import type { z } from 'zod'

/** Field → the first error: a schema code ('email.invalid') or the server's sentence. */
export type FieldErrors = Partial<Record<string, string>>

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors }

/**
 * Checks a form with the schema the server uses: one code per field, the first found. A text
 * field left empty gets `<field>.required` ("Indiquez votre adresse e-mail.") rather than the
 * schema's "not a valid address".
 */
export function validateWith<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    const value = values && typeof values === 'object' ? (values as Record<string, unknown>)[field] : undefined
    errors[field] ??= typeof value === 'string' && value.trim() === '' ? `${field}.required` : issue.message
  }
  return { ok: false, errors }
}

/** A 422's `{ field: [sentences] }`, first sentence per field. Array fields ("roles.0") count as the field. */
export function firstServerErrors(errors: Record<string, string[]>): FieldErrors {
  const result: FieldErrors = {}
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path
    const first = messages[0]
    if (first !== undefined) result[field] ??= first
  }
  return result
}

/** Focuses the first field in error, in the order of the form. */
export function focusFirstError(form: HTMLFormElement | null, order: readonly string[], errors: FieldErrors): void {
  const first = order.find((field) => errors[field] !== undefined)
  if (!first || !form) return
  form.querySelector<HTMLElement>(`[name="${first}"], [data-field="${first}"] input, [data-field="${first}"] button`)?.focus()
}

/** The errors without this field's (the user is fixing it). */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (errors[field] === undefined) return errors
  const { [field]: _, ...rest } = errors
  return rest
}
