import { useSearchParams } from 'react-router'
import { ResponsesScreen } from '#client/features/replacements/applications/responses-screen.tsx'
import { type ApplicationStatus, applicationStatuses } from '#shared/replacements.ts'

function statusOf(value: string | null): ApplicationStatus | null {
  return value !== null && (applicationStatuses as readonly string[]).includes(value) ? (value as ApplicationStatus) : null
}

/** /dashboard/replacements/responses (docs/product.md#routes): the applications to my offers; filters in the address. */
export function Component() {
  const [search, setSearch] = useSearchParams()
  const offer = search.get('offer')
  const filters = { offer: offer && /^\d{1,10}$/.test(offer) ? Number(offer) : null, status: statusOf(search.get('status')) }

  return (
    <ResponsesScreen
      filters={filters}
      onFiltersChange={(next) => {
        const params = new URLSearchParams()
        if (next.offer !== null) params.set('offer', String(next.offer))
        if (next.status !== null) params.set('status', next.status)
        setSearch(params, { replace: true })
      }}
    />
  )
}
