import { useLingui } from '@lingui/react/macro'
import { AvailableNursesScreen } from '#client/features/availability/components/available-nurses-screen.tsx'

/** /dashboard/replacements/nurses (holder screens: the titulaire role is checked by holder-only.tsx). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Trouver un remplaçant disponible | Relève`}</title>
      <AvailableNursesScreen />
    </>
  )
}
