import { AppliedScreen } from '#client/features/replacements/applications/applied-screen.tsx'
import { page } from './page-style.ts'

/** /dashboard/replacements/applied. */
export function Component() {
  return (
    <div className={page}>
      <AppliedScreen />
    </div>
  )
}
