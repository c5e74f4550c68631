import { z } from 'zod'

/**
 * Web Push (docs/architecture.md#web-push): a member's devices subscribe with the browser's
 * PushSubscription (`subscription.toJSON()`), the server sends them the notifications whose `push`
 * switch is on in the preferences grid.
 */

/** The browser's key material is base64url (padding tolerated). */
const base64url = (min: number, max: number) =>
  z
    .string('validation.invalid')
    .min(min, 'validation.invalid')
    .max(max, 'validation.invalid')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'validation.invalid')

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/** Whether a push service's address may be used: https, or a local http one when allowed (tests). */
export function isAllowedPushEndpoint(endpoint: string, allowLocalHttp: boolean): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return true
  return allowLocalHttp && url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname)
}

/**
 * POST /api/push-subscriptions. The endpoint is the push service's https address; a local http one
 * (a test's own server) only outside production, which the server decides.
 */
export function createPushSubscriptionSchema(options: { allowLocalHttp: boolean }) {
  return z.object({
    endpoint: z
      .string('validation.required')
      .max(2048, 'validation.invalid')
      .refine((value) => isAllowedPushEndpoint(value, options.allowLocalHttp), 'validation.invalid'),
    keys: z.object(
      {
        // An uncompressed P-256 point (65 bytes) and a 16-byte secret, as base64url.
        p256dh: base64url(86, 90),
        auth: base64url(22, 24),
      },
      'validation.required',
    ),
    device_name: z
      .string('validation.invalid')
      .trim()
      .max(100, 'validation.invalid')
      .transform((value) => value || undefined)
      .optional(),
    // What PushSubscription.toJSON() also gives; not kept.
    expirationTime: z.number().nullable().optional(),
  })
}

/** GET /api/push/public-key: the VAPID public key, for PushManager.subscribe's applicationServerKey. */
export interface PushPublicKey {
  public_key: string
}

/** One of the member's subscribed devices. */
export interface PushDevice {
  id: number
  device_name: string
  /** The push service's address: the client recognises its own device by it. */
  endpoint: string
  /** ISO instant. */
  created_at: string
}

/** GET /api/push-subscriptions */
export interface PushDeviceList {
  devices: PushDevice[]
}

/**
 * What a push carries to the service worker (public/push-handler.js reads it): words to show, the
 * screen to open, a tag that collapses repeats. Ids and short labels only, never health data.
 */
export interface PushMessage {
  title: string
  body: string
  url: string
  tag: string
}

/** "Chrome · Android", from a User-Agent: the name of a device in the list when the client gives none. */
export function deviceNameFromUserAgent(userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Mac OS X|Macintosh/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null
  return [browser, system].filter(Boolean).join(' · ') || '?'
}
