import { isApiError } from '#client/lib/api-client.ts'

/** The first message of each field of a 422 (the server writes them in the admin's language). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {}
  return Object.fromEntries(Object.entries(error.errors).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])))
}

/** The server's own sentence for a refusal that is not about a field (409, 422 without fields). */
export function refusalOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return undefined
  return error.body.message || undefined
}
