import { useEffect, useState } from 'react'
import { dateTimeFormat } from '#shared/intl.ts'

/**
 * Answer windows are French instants: the holder types "14:30" meaning 14:30 in France, whatever
 * the device's time zone. These turn a Paris day and time into an instant and back.
 */

const PARIS = 'Europe/Paris'

/** Minutes east of UTC in France at that instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const name = dateTimeFormat('en-US', { timeZone: PARIS, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = name?.match(/GMT([+-])(\d{2}):(\d{2})/)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** "2026-11-22" and "14:30" in France → the instant, as an ISO string with Z. */
export function parisInstant(day: string, time: string): string {
  const [year, month, date] = day.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0)
  // The offset at the guessed instant, then again at the corrected one (a DST change between).
  let instant = asUtc - parisOffsetMinutes(new Date(asUtc)) * 60_000
  instant = asUtc - parisOffsetMinutes(new Date(instant)) * 60_000
  return new Date(instant).toISOString()
}

/** The Paris day (YYYY-MM-DD) and time (HH:MM) of an instant, for the time field. */
export function parisDayAndTime(instant: string | number | Date): { day: string; time: string } {
  const parts = dateTimeFormat('en-CA', {
    timeZone: PARIS,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant))
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00'
  return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` }
}

/** The time now, updated every `everyMs` (an answer window closing while the page is open). */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
