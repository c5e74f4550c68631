import { Hono } from 'hono'
import { CALENDAR_SECRET_PATTERN, type CalendarFeedCreated } from '#shared/calendar.ts'
import { resolveSettings } from '#shared/settings.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { translate } from '../../i18n/messages.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { acceptedReplacements, createFeed, feedOwner, feedStatus, revokeFeed } from './calendar.repository.ts'
import { replacementsCalendar } from './calendar-feed.ts'

// Calendar servers (Google, Apple) fetch a feed on their own schedule, many users' feeds from the
// same few addresses: the limit is per feed, generous, and only bounds the load one URL can make.
// Guessing is hopeless anyway (256-bit secrets).
const feedLimit = rateLimit({ name: 'calendar-feed', limit: 120, windowSeconds: 3600, subject: (c) => c.req.param('file') ?? '' })

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
   * A wrong, revoked or malformed secret is a plain 404.
   */
  .get('/calendar/:file', feedLimit, async (c) => {
    const file = c.req.param('file')
    const secret = file.endsWith('.ics') ? file.slice(0, -4) : ''
    if (!CALENDAR_SECRET_PATTERN.test(secret)) throw new HttpError(404, 'http.not_found')
    const { db, clock, env } = c.get('deps')
    const userId = await feedOwner(db, secret, clock.now())
    if (userId === undefined) throw new HttpError(404, 'http.not_found')
    const owner = await db
      .selectFrom('users')
      .select(['settings', 'status', 'deleted_at'])
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!owner || owner.deleted_at !== null || owner.status === 'suspended') throw new HttpError(404, 'http.not_found')
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
