import { addDays } from '#shared/dates.ts'

/**
 * iCalendar (RFC 5545) writing, the small part a subscribed feed needs: all-day events, text
 * escaped (§3.3.11), lines folded at 75 octets without splitting a UTF-8 character (§3.1),
 * CRLF line ends.
 */

const MAX_LINE_OCTETS = 75
const encoder = new TextEncoder()

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * One content line folded (§3.1): no line longer than 75 octets, continuations start with a
 * space, and a multi-byte character is never cut in two.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  // The first line holds 75 octets; the next ones 74 after their leading space.
  let limit = MAX_LINE_OCTETS
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      limit = MAX_LINE_OCTETS - 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** YYYY-MM-DD → YYYYMMDD (a DATE value). */
export function icalDate(day: string): string {
  return day.replaceAll('-', '')
}

/** An instant as a UTC DATE-TIME: 20260302T090000Z. */
export function icalDateTime(at: Date): string {
  return `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`
}

export interface AllDayEvent {
  uid: string
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date
  /** First day and last day, both included (YYYY-MM-DD). */
  first: string
  last: string
  summary: string
  description: string
  location: string
  url: string
}

export interface Calendar {
  prodId: string
  name: string
  description: string
  events: AllDayEvent[]
}

/** The whole feed, CRLF-terminated lines, ready to serve as text/calendar. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    // How often subscribers should look again (RFC 7986, and the name Outlook reads).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ]
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icalDateTime(event.stamp)}`,
      `DTSTART;VALUE=DATE:${icalDate(event.first)}`,
      // All-day events end the day after their last day (DTEND is exclusive).
      `DTEND;VALUE=DATE:${icalDate(addDays(event.last, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      `URL;VALUE=URI:${event.url}`,
      'TRANSP:OPAQUE',
      'STATUS:CONFIRMED',
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
