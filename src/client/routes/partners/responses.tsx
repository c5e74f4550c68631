import { ResponsesScreen } from '#client/features/partner-listings/components/responses-screen.tsx'
import { page } from './page-style.ts'

/** /dashboard/partners/responses. */
export function Component() {
  return (
    <div className={page}>
      <ResponsesScreen />
    </div>
  )
}
