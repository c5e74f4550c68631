import { Trans, useLingui } from '@lingui/react/macro'
import { Heading } from '#client/ui/heading.tsx'
import type { BookedReplacement } from '#shared/availability.ts'
import { dateFormat } from '#shared/date-format.ts'
import { addDays, eachDay } from '#shared/dates.ts'
import { css } from '#styled/css'
import type { PeriodDraft } from './period-editor.tsx'

/** How many months the calendar shows, from the current one. */
const MONTHS_SHOWN = 3

const monthGrid = css({ w: 'full', borderCollapse: 'collapse', tableLayout: 'fixed', textAlign: 'center' })
const cellBase = css({
  p: '1',
  h: '10',
  borderWidth: '1px',
  borderColor: 'border.default',
  textStyle: 'small',
  verticalAlign: 'top',
})
const freeCell = css({ bg: 'bg.successSubtle', color: 'fg.success', fontWeight: 'medium' })
const bookedCell = css({ bg: 'bg.brand', color: 'fg.onBrand', fontWeight: 'bold' })
const legendMark = css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'sm', mr: '1', verticalAlign: 'middle' })

function periodDays(period: Pick<PeriodDraft, 'start_date' | 'end_date' | 'days'>): string[] {
  return period.days ?? eachDay(period.start_date, period.end_date)
}

function monthStarts(today: string): string[] {
  const starts: string[] = []
  let year = Number(today.slice(0, 4))
  let month = Number(today.slice(5, 7))
  for (let i = 0; i < MONTHS_SHOWN; i++) {
    starts.push(`${year}-${String(month).padStart(2, '0')}-01`)
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return starts
}

/**
 * The next three months: the days the nurse said she is free, and those of replacements already
 * accepted (which win: she is booked). Each day's state is written in the cell for screen readers,
 * not only shown by its colour.
 */
export function AvailabilityCalendar({
  today,
  periods,
  booked,
}: {
  today: string
  periods: Pick<PeriodDraft, 'start_date' | 'end_date' | 'days'>[]
  booked: BookedReplacement[]
}) {
  const { i18n, t } = useLingui()
  const free = new Set(periods.flatMap(periodDays))
  const bookedAt = new Map<string, string>()
  for (const item of booked) for (const day of item.days) bookedAt.set(day, item.commune_name)
  const monthTitle = dateFormat(i18n.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const weekday = dateFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' })
  // 5 January 2026 is a Monday: the French week starts on Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2026, 0, 5 + i))))

  return (
    <section aria-labelledby="availability-calendar" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Heading level={2} size="h3" id="availability-calendar">
        <Trans>Calendrier</Trans>
      </Heading>
      <p className={css({ textStyle: 'small', display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <span>
          <span aria-hidden="true" className={`${legendMark} ${freeCell}`} />
          <Trans>Disponible</Trans>
        </span>
        <span>
          <span aria-hidden="true" className={`${legendMark} ${bookedCell}`} />
          <Trans>Remplacement accepté</Trans>
        </span>
      </p>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } })}>
        {monthStarts(today).map((first) => {
          const offset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7
          const next = `${Number(first.slice(5, 7)) === 12 ? Number(first.slice(0, 4)) + 1 : first.slice(0, 4)}-${String((Number(first.slice(5, 7)) % 12) + 1).padStart(2, '0')}-01`
          const days = eachDay(first, addDays(next, -1))
          const cells: (string | null)[] = [...Array.from({ length: offset }, () => null), ...days]
          const weeks: (string | null)[][] = []
          for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
          return (
            <table key={first} className={monthGrid}>
              <caption className={css({ fontWeight: 'medium', textAlign: 'start', pb: '2' })}>
                {monthTitle.format(new Date(`${first}T00:00:00Z`))}
              </caption>
              <thead>
                <tr>
                  {weekdays.map((name) => (
                    <th key={name} scope="col" className={css({ textStyle: 'small', fontWeight: 'medium', pb: '1' })}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.find(Boolean) ?? first}>
                    {Array.from({ length: 7 }, (_, i) => {
                      const day = week[i] ?? null
                      // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell has no identity but its place
                      if (!day) return <td key={`empty-${i}`} className={cellBase} />
                      const commune = bookedAt.get(day)
                      const state =
                        commune !== undefined ? t`remplacement accepté à ${commune}` : free.has(day) ? t`disponible` : null
                      const className = `${cellBase} ${commune !== undefined ? bookedCell : free.has(day) ? freeCell : ''}`
                      return (
                        <td key={day} className={className} title={state ?? undefined}>
                          {Number(day.slice(8))}
                          {state ? <span className={css({ srOnly: true })}>{`, ${state}`}</span> : null}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        })}
      </div>
    </section>
  )
}
