import { useSearchParams } from 'react-router'
import { OfferFormScreen } from '#client/features/replacements/offers/offer-form-screen.tsx'

function offerIdOf(search: URLSearchParams): number | null {
  const raw = search.get('id')
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null
  return Number(raw)
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** `?start_date=&end_date=` of a new offer, when both are days in order; otherwise none. */
function datesOf(search: URLSearchParams): { start_date: string; end_date: string } | undefined {
  const start = search.get('start_date') ?? ''
  const end = search.get('end_date') ?? ''
  if (!isoDay.test(start) || !isoDay.test(end) || end < start) return undefined
  return { start_date: start, end_date: end }
}

/**
 * /dashboard/replacements/create: a new offer, or `?id=` to change a draft or a published offer
 * (the same form; what can be done follows the offer's status). A new offer may come with its
 * dates (`?start_date=&end_date=`, from the available nurses' search).
 */
export function Component() {
  const [search] = useSearchParams()
  return <OfferFormScreen id={offerIdOf(search)} dates={datesOf(search)} />
}
