import type { Context } from 'hono'
import type { z } from 'zod'
import { isMessageCode, type Locale, type MessageCode, translate } from '../i18n/messages.ts'
import { HttpError } from './http-error.ts'
import type { AppEnv } from './types.ts'

/**
 * Validates the JSON body of a request with a shared Zod schema (the API's only contract) and
 * returns the parsed value, or throws 422 `{ message, errors: { field: [text] } }` in the
 * request's language. A body that is not JSON gets a 400 saying so.
 */
export async function validateJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  return validateData(schema, await readJsonBody(c), c.get('locale'))
}

/** The same for the query string (single values; repeated keys keep the last one). */
export function validateQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  return validateData(schema, c.req.query(), c.get('locale'))
}

export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) throw new HttpError(400, 'body.not_json')
  const text = await c.req.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'body.malformed_json')
  }
}

export function validateData<S extends z.ZodType>(schema: S, data: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const errors: Record<string, string[]> = {}
  let first: string | undefined
  let count = 0
  for (const issue of result.error.issues) {
    const text = translate(locale, issueCode(issue, data))
    const field = issue.path.map(String).join('.')
    first ??= text
    count++
    // A body that is not even an object has no field to hang the error on: the message says it.
    if (field === '') continue
    const list = errors[field] ?? []
    if (!list.includes(text)) list.push(text)
    errors[field] = list
  }
  if (first === undefined) first = translate(locale, 'validation.failed')
  const message =
    count > 2
      ? translate(locale, 'validation.more_errors', { message: first, count: count - 1 })
      : count === 2
        ? translate(locale, 'validation.one_more_error', { message: first })
        : first
  throw new HttpError(422, 'validation.failed', { errors, message })
}

/** Schemas carry stable codes as messages ('name.too_short'); anything else gets a generic one. */
function issueCode(issue: z.core.$ZodIssue, data: unknown): MessageCode {
  if (isMessageCode(issue.message)) return issue.message
  if (issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined) return 'validation.required'
  return 'validation.invalid'
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}
