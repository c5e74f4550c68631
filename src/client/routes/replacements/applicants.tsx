import { useParams } from 'react-router'
import { ApplicantsScreen } from '#client/features/replacements/applications/applicants-screen.tsx'

/** /dashboard/replacements/detail/{id}/list (docs/product.md#routes): the applicants of one of my offers. */
export function Component() {
  const { id: raw } = useParams()
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null
  return <ApplicantsScreen id={id} />
}
