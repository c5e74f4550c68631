import { useLingui } from '@lingui/react/macro'
import { ReportsScreen } from '#client/features/admin-messages/components/reports-screen.tsx'

/** /dashboard/admin/reports (admin guard): the reported messages, by status, and their conversations read-only. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Messages signalés | Administration | Relève`}</title>
      <ReportsScreen />
    </>
  )
}
