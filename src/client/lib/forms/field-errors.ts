import { isApiError } from '../api-client.ts'

/** Field → the sentence shown under it. */
export type FieldErrors = Partial<Record<string, string>>

/**
 * The server's field errors (docs/product.md#error-shape): a 422, or a 413 for a file too heavy,
 * carry `{ field: [sentences] }`; each field gets its first sentence. A nested path ("care_types.0")
 * counts as its top-level field, the one the form shows, unless `nested` (a form whose fields are
 * named by their full path). Any other failure has none.
 */
export function serverFieldErrors(error: unknown, nested = false): FieldErrors {
  if (!isApiError(error) || (error.status !== 422 && error.status !== 413)) return {}
  const found: FieldErrors = {}
  for (const [path, messages] of Object.entries(error.errors)) {
    const field = nested ? path : (path.split('.')[0] ?? path)
    const first = messages[0]
    if (first !== undefined) found[field] ??= first
  }
  return found
}

/** The errors without this field's (the user is fixing it). */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (errors[field] === undefined) return errors
  const { [field]: _, ...rest } = errors
  return rest
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined)
}
