import { useLingui } from '@lingui/react/macro'
import type { VisibilityState } from '@tanstack/react-table'
import { ColumnChooser } from '#client/ui/column-chooser.tsx'
import type { HideableColumn } from './users-table.tsx'

/** Verified e-mail and next action stay off until the admin asks for them. */
export const defaultUserColumns: VisibilityState = { verified: false, next_action: false }

/** The users table's optional columns (name and selection always stay). */
export function UsersColumnChooser(props: { visibility: VisibilityState; onChange: (visibility: VisibilityState) => void }) {
  const { t } = useLingui()
  const labels: Record<HideableColumn, string> = {
    roles: t`Rôles`,
    status: t`Statut`,
    verified: t`E-mail`,
    validated: t`Validation`,
    subscribed: t`Abonnement`,
    commune: t`Commune`,
    created_at: t`Inscription`,
    stage: t`Suivi`,
    next_action: t`Prochaine action`,
  }
  return <ColumnChooser labels={labels} {...props} />
}
