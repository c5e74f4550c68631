/**
 * The private iCal feed of a nurse's accepted replacements: a URL with a random secret
 * that a phone's calendar subscribes to. The URL is shown once, when made; the server keeps only
 * a hash of its secret, so a lost URL is regenerated (the old one stops working), never shown again.
 */

/** GET /api/calendar/feed: whether a feed exists (the URL itself is never given back). */
export interface CalendarFeedStatus {
  active: boolean
  created_at: string | null
  /** The last time a calendar fetched it, to the hour. */
  last_fetched_at: string | null
}

/** POST /api/calendar/feed: a new URL (any previous one is revoked). */
export interface CalendarFeedCreated extends CalendarFeedStatus {
  message: string
  /** https://…/api/calendar/<secret>.ics */
  url: string
  /** The same feed for calendar apps that open webcal:// links. */
  webcal_url: string
}

/** The secret in a feed URL: 32 random bytes, base64url (43 characters). */
export const CALENDAR_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/
