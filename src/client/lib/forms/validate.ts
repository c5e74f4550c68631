import type { z } from 'zod'
import type { FieldErrors } from './field-errors.ts'

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors }

export interface ValidateOptions {
  /** The sentence of a schema code ('email.invalid'); a feature's catalogue of validation messages. */
  message: (code: string) => string
  /**
   * A text field left blank gets `<field>.required` ("Indiquez votre adresse e-mail.") rather than
   * the schema's "not a valid address" — for catalogues that have those codes.
   */
  requiredWhenBlank?: boolean
  /**
   * Each error under its full path ("body.items.0.question", "segment.departments.0") rather than
   * its top-level field: for forms whose fields are parts of one value (lists, nested objects),
   * each named by its path.
   */
  nested?: boolean
}

/**
 * Checks values with the schema the server uses (docs/architecture.md#forms): the first issue of
 * each top-level field (or each path, `nested`), as its sentence; an issue without a path goes to `form`.
 */
export function validate<S extends z.ZodType>(schema: S, values: unknown, options: ValidateOptions): Validation<z.output<S>> {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path.length === 0 ? 'form' : options.nested ? issue.path.join('.') : String(issue.path[0])
    if (errors[field] !== undefined) continue
    const value = values && typeof values === 'object' ? (values as Record<string, unknown>)[field] : undefined
    const blank = options.requiredWhenBlank && typeof value === 'string' && value.trim() === ''
    errors[field] = options.message(blank ? `${field}.required` : issue.message)
  }
  return { ok: false, errors }
}
