import type { Context } from 'hono'
import type { z } from 'zod'
import { fitsIntegerColumn } from '#shared/integers.ts'
import { isMessageCode, type Locale, type MessageCode, translate } from '../i18n/messages.ts'
import { errorSummary } from './field-errors.ts'
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

/**
 * Every body and query goes through here. Besides the schema, two things PostgreSQL would refuse
 * with an error (a 500) are refused for any field, whatever its schema says: text it cannot store
 * (a NUL character, a lone UTF-16 surrogate — invalid in `text` and in `jsonb`), and whole numbers
 * past the `integer` columns.
 */
export function validateData<S extends z.ZodType>(schema: S, data: unknown, locale: Locale): z.output<S> {
  const problems: Problem[] = unstorableText(data).map((path) => ({ path, code: 'validation.unstorable_text' }))
  const flagged = problems.map((problem) => problem.path.join('.'))
  const result = schema.safeParse(data)
  if (result.success) {
    if (problems.length === 0)
      for (const path of integersOutOfRange(result.data)) problems.push({ path, code: 'validation.integer_range' })
    if (problems.length === 0) return result.data
  } else {
    for (const issue of result.error.issues) {
      // A field already refused for its characters gets that one reason, not the schema's too.
      const field = issue.path.map(String).join('.')
      if (flagged.some((path) => field === path || (path !== '' && field.startsWith(`${path}.`)))) continue
      problems.push({ path: issue.path, code: issueCode(issue, data) })
    }
  }
  throw validationError(locale, problems)
}

interface Problem {
  path: readonly PropertyKey[]
  code: MessageCode
}

function validationError(locale: Locale, problems: Problem[]): HttpError {
  const errors: Record<string, string[]> = {}
  let first: string | undefined
  for (const problem of problems) {
    const text = translate(locale, problem.code)
    const field = problem.path.map(String).join('.')
    first ??= text
    // A body that is not even an object has no field to hang the error on: the message says it.
    if (field === '') continue
    const list = errors[field] ?? []
    if (!list.includes(text)) list.push(text)
    errors[field] = list
  }
  const message = errorSummary(locale, first ?? translate(locale, 'validation.failed'), problems.length)
  return new HttpError(422, 'validation.failed', { errors, message })
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

// Enough for a person to fix a form; a body stuffed with bad values gets no longer an answer.
const MAX_REPORTED = 20

type Path = (string | number)[]

/** A value met while walking, with the way back to the root (its path is built only when needed). */
interface Visit {
  value: unknown
  key: string | number | undefined
  parent: Visit | undefined
}

function pathOf(visit: Visit): Path {
  const path: Path = []
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key)
  return path.reverse()
}

/**
 * Collects the paths of the values `isBad` picks in a parsed JSON body or query, depth first,
 * without looking inside a picked value. Iterative: a body nested a hundred thousand levels deep
 * must not overflow the stack here.
 */
function findPaths(root: unknown, isBad: (value: unknown) => boolean): Path[] {
  const found: Path[] = []
  const stack: Visit[] = [{ value: root, key: undefined, parent: undefined }]
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value } = visit
    if (isBad(value)) {
      if (found.push(pathOf(visit)) >= MAX_REPORTED) break
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) stack.push({ value: value[index], key: index, parent: visit })
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value).reverse()) stack.push({ value: child, key, parent: visit })
    }
  }
  return found
}

function storable(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed()
}

/** Strings PostgreSQL cannot store, or an object with such a key (the object is named then). */
function unstorableText(data: unknown): Path[] {
  return findPaths(data, (value) =>
    typeof value === 'string'
      ? !storable(value)
      : value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).some((key) => !storable(key)),
  )
}

/** Whole numbers a schema let through that no `integer` column can hold. */
function integersOutOfRange(data: unknown): Path[] {
  return findPaths(data, (value) => typeof value === 'number' && Number.isInteger(value) && !fitsIntegerColumn(value))
}
