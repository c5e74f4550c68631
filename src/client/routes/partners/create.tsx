import { useParams } from 'react-router'
import { ListingFormScreen } from '#client/features/partner-listings/components/listing-form-screen.tsx'
import { page } from './page-style.ts'

/** /dashboard/partners/create, and /dashboard/partners/:id/edit for one's own listing. */
export function Component() {
  const raw = useParams().id
  const id = raw === undefined ? null : Number(raw)
  return (
    <div className={page}>
      {/* A malformed id asks for listing 0, which the server does not know: "not available". */}
      <ListingFormScreen key={raw ?? 'new'} id={id === null ? null : Number.isInteger(id) && id > 0 ? id : 0} />
    </div>
  )
}
