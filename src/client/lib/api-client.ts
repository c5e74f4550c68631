import { createFetch, FetchError } from 'ofetch'
import type { ApiErrorBody } from '#shared/errors.ts'
import { getBrowserCookie } from './cookies.ts'
import { localeCookie, localeFromCookie } from './locale.ts'

/**
 * The one way the client talks to the API (docs/product.md#api-client): cookies included, the language of the
 * `lang` cookie, the anti-forgery header on every mutating call (the cookie is fetched first when
 * missing and once more after a 419), JSON unless the body is FormData, an optional timeout, and
 * every failure turned into an ApiError in the Laravel shape.
 */

export const xsrfCookie = 'XSRF-TOKEN'
export const xsrfHeader = 'X-XSRF-TOKEN'
const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type QueryValue = string | number | boolean | null | undefined

export interface ApiRequestOptions {
  method?: HttpMethod
  body?: FormData | Record<string, unknown> | unknown[]
  query?: Record<string, QueryValue | QueryValue[]>
  headers?: HeadersInit
  /** Milliseconds before the call is abandoned with an ApiError of code `timeout`. */
  timeout?: number
  signal?: AbortSignal
}

export type ApiErrorCode = 'network' | 'timeout' | 'aborted' | 'http'

export class ApiError extends Error {
  override name = 'ApiError'
  /** HTTP status; 0 when no response came back (network failure, timeout, abort). */
  readonly status: number
  readonly code: ApiErrorCode
  readonly body: ApiErrorBody

  constructor(status: number, code: ApiErrorCode, body: ApiErrorBody, options?: { cause?: unknown }) {
    super(body.message, options)
    this.status = status
    this.code = code
    this.body = body
  }

  /** Field errors of a 422, `{ field: [messages] }`. */
  get errors(): Record<string, string[]> {
    return this.body.errors ?? {}
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export interface ApiClientDeps {
  fetch?: typeof globalThis.fetch
  getCookie?: (name: string) => string | null
  baseURL?: string
  csrfURL?: string
  /** Where 500s go: the console, never the user's screen. */
  logServerError?: (message: string, detail: unknown) => void
}

export type ApiClient = <T>(path: string, options?: ApiRequestOptions) => Promise<T>

export function createApiClient(deps: ApiClientDeps = {}): ApiClient {
  const getCookie = deps.getCookie ?? getBrowserCookie
  const baseURL = deps.baseURL ?? '/api'
  const csrfURL = deps.csrfURL ?? '/sanctum/csrf-cookie'
  const logServerError = deps.logServerError ?? ((message, detail) => console.error(message, detail))
  // Resolved at call time so a test (or a polyfill) can replace the global after import.
  const $fetch = createFetch({ fetch: deps.fetch ?? ((input, init) => globalThis.fetch(input, init)) })

  let pendingCsrf: Promise<void> | null = null
  function refreshCsrfCookie(): Promise<void> {
    pendingCsrf ??= $fetch(csrfURL, { credentials: 'include', retry: 0, headers: { Accept: 'application/json' } })
      .then(() => undefined)
      .catch((error: unknown) => {
        throw normaliseError(error, false)
      })
      .finally(() => {
        pendingCsrf = null
      })
    return pendingCsrf
  }

  async function send<T>(path: string, options: ApiRequestOptions, isRetry: boolean): Promise<T> {
    const method = options.method ?? 'GET'
    const mutating = mutatingMethods.has(method)
    if (mutating && !getCookie(xsrfCookie)) await refreshCsrfCookie()

    const headers = new Headers(options.headers)
    headers.set('Accept', 'application/json')
    headers.set('Accept-Language', localeFromCookie(getCookie(localeCookie)))
    const token = mutating ? getCookie(xsrfCookie) : null
    if (token) headers.set(xsrfHeader, token)
    // FormData carries its own multipart boundary: the browser must write the content type.
    if (options.body instanceof FormData) headers.delete('Content-Type')
    else if (options.body !== undefined) headers.set('Content-Type', 'application/json')

    const { signal, timedOut, expired, clear } = withTimeout(options.signal, options.timeout)
    try {
      const request = $fetch<T>(path, {
        baseURL,
        method,
        headers,
        body: options.body as RequestInit['body'] | Record<string, unknown>,
        query: options.query,
        credentials: 'include',
        retry: 0,
        signal,
      })
      // Racing also settles the call when a fetch implementation ignores the abort signal.
      return await (expired ? Promise.race([request, expired]) : request)
    } catch (error) {
      const apiError = normaliseError(error, timedOut())
      if (apiError.status === 419 && mutating && !isRetry) {
        // The token expired or rotated: fetch a new one and try exactly once more.
        await refreshCsrfCookie()
        return send<T>(path, options, true)
      }
      if (apiError.status === 500) logServerError(`[api] ${method} ${path} → 500`, apiError.body)
      throw apiError
    } finally {
      clear()
    }
  }

  return (path, options = {}) => send(path, options, false)
}

function withTimeout(outer: AbortSignal | undefined, timeout: number | undefined) {
  if (!timeout) return { signal: outer, timedOut: () => false, expired: null, clear: () => {} }
  const controller = new AbortController()
  let didExpire = false
  let rejectExpired: (reason: unknown) => void = () => {}
  const expired = new Promise<never>((_, reject) => {
    rejectExpired = reject
  })
  const timer = setTimeout(() => {
    didExpire = true
    const reason = new DOMException('The request took too long', 'TimeoutError')
    controller.abort(reason)
    rejectExpired(reason)
  }, timeout)
  const forward = () => controller.abort(outer?.reason)
  if (outer?.aborted) forward()
  else outer?.addEventListener('abort', forward, { once: true })
  return {
    signal: controller.signal,
    timedOut: () => didExpire,
    expired,
    clear: () => {
      clearTimeout(timer)
      outer?.removeEventListener('abort', forward)
    },
  }
}

function normaliseError(error: unknown, timedOut: boolean): ApiError {
  if (error instanceof ApiError) return error
  if (timedOut) return new ApiError(0, 'timeout', { message: 'Request timed out', code: 'timeout' }, { cause: error })
  if (error instanceof FetchError && error.response) {
    const status = error.response.status
    return new ApiError(status, 'http', toErrorBody(error.data, error.response.statusText || `HTTP ${status}`), { cause: error })
  }
  const cause = error instanceof FetchError ? error.cause : error
  if (cause instanceof Error && cause.name === 'AbortError') {
    return new ApiError(0, 'aborted', { message: 'Request aborted', code: 'aborted' }, { cause: error })
  }
  return new ApiError(0, 'network', { message: 'Network error', code: 'network' }, { cause: error })
}

function toErrorBody(data: unknown, fallback: string): ApiErrorBody {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    const body: ApiErrorBody = { message: data.message }
    if ('code' in data && typeof data.code === 'string') body.code = data.code
    if ('errors' in data && isFieldErrors(data.errors)) body.errors = data.errors
    if ('plan' in data && isPlanRef(data.plan)) body.plan = data.plan
    return body
  }
  return { message: typeof data === 'string' && data.length > 0 && data.length < 500 ? data : fallback }
}

/** The plan of a `subscription.required` refusal, which the upsell names and links to. */
function isPlanRef(value: unknown): value is NonNullable<ApiErrorBody['plan']> {
  if (value === null || typeof value !== 'object') return false
  const plan = value as Record<string, unknown>
  return typeof plan.id === 'number' && typeof plan.slug === 'string' && typeof plan.name === 'string'
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  )
}

/** The app's client. Features build their fetchers on it. */
export const api = createApiClient()
