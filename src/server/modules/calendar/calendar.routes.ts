import { Hono } from 'hono'
import { CALENDAR_SECRET_PATTERN, type CalendarFeedCreated } from '#shared/calendar.ts'
import { resolveSettings } from '#shared/settings.ts'
import { clientIp } from '../../http/client-ip.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { translate } from '../../i18n/messages.ts'
import { tooManyRequests } from '../../middleware/rate-limit.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { hitRateLimit, type RateLimitRule, refundRateLimit } from '../rate-limits/rate-limits.repository.ts'
import { findAccountState } from '../users/users.repository.ts'
import { acceptedReplacements, createFeed, feedOwner, feedStatus, revokeFeed } from './calendar.repository.ts'
import { replacementsCalendar } from './calendar-feed.ts'

// Calendar servers (Google, Apple) fetch many users' feeds from the same few addresses, so a
// client address is limited on its wrong secrets only (a revoked feed a calendar still polls
// counts too, hence the margin). Guessing is hopeless anyway (256-bit secrets): the limit bounds
// the load, with one counter per address rather than one per secret tried.
export const FEED_GUESS_LIMIT: RateLimitRule = { name: 'calendar-feed-guess', limit: 100, windowSeconds: 3600 }
// The load one good URL can make, counted per feed once its secret is known to be right.
export const FEED_FETCH_LIMIT: RateLimitRule = { name: 'calendar-feed', limit: 120, windowSeconds: 3600 }

export const calendarRoutes = new Hono<AppEnv>()
  /** GET /api/calendar/feed: whether the caller has a feed (never its URL). */
  .get('/calendar/feed', requireUser, async (c) => {
    return c.json(await feedStatus(c.get('deps').db, currentUser(c).id))
  })

  /** POST /api/calendar/feed: a new private URL, shown this once; the previous one stops working. */
  .post('/calendar/feed', requireUser, async (c) => {
    const user = currentUser(c)
    const { db, clock, env } = c.get('deps')
    const secret = await createFeed(db, user.id, clock.now())
    const url = new URL(`/api/calendar/${secret}.ics`, env.APP_URL)
    const answer: CalendarFeedCreated = {
      ...(await feedStatus(db, user.id)),
      message: translate(c.get('locale'), 'calendar.created'),
      url: url.toString(),
      // URL cannot switch a special scheme to a custom one: the string is rewritten.
      webcal_url: url.toString().replace(/^https?:/, 'webcal:'),
    }
    return c.json(answer, 201)
  })

  /** DELETE /api/calendar/feed: the URL stops working. */
  .delete('/calendar/feed', requireUser, async (c) => {
    await revokeFeed(c.get('deps').db, currentUser(c).id)
    return c.json({ message: translate(c.get('locale'), 'calendar.revoked') })
  })

  /**
   * GET /api/calendar/{secret}.ics: no session (a calendar app has none); the secret is the key.
   * A wrong, revoked or malformed secret is a plain 404, and one guess of the caller's address:
   * past FEED_GUESS_LIMIT in the window, every secret from there gets 429, right ones too (else
   * the guessing would go on). The guess is counted before the secret is looked at, and given
   * back when the secret was right.
   */
  .get('/calendar/:file', async (c) => {
    const { db, clock, env } = c.get('deps')
    const ip = clientIp(c)
    const guess = await hitRateLimit(db, FEED_GUESS_LIMIT, ip, clock.now())
    if (!guess.allowed) throw tooManyRequests(guess.retryAfterSeconds)
    const file = c.req.param('file')
    const secret = file.endsWith('.ics') ? file.slice(0, -4) : ''
    if (!CALENDAR_SECRET_PATTERN.test(secret)) throw new HttpError(404, 'http.not_found')
    const userId = await feedOwner(db, secret, clock.now())
    if (userId === undefined) throw new HttpError(404, 'http.not_found')
    const owner = await findAccountState(db, userId)
    if (!owner || owner.deleted_at !== null || owner.status === 'suspended') throw new HttpError(404, 'http.not_found')
    await refundRateLimit(db, FEED_GUESS_LIMIT, ip)
    const fetches = await hitRateLimit(db, FEED_FETCH_LIMIT, String(userId), clock.now())
    if (!fetches.allowed) throw tooManyRequests(fetches.retryAfterSeconds)
    const body = replacementsCalendar(await acceptedReplacements(db, userId), {
      locale: resolveSettings(owner.settings).locale,
      appUrl: env.APP_URL,
    })
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="releve.ics"',
      // The URL is a secret: never in a referrer, never in a shared cache.
      'Referrer-Policy': 'no-referrer',
    })
  })
