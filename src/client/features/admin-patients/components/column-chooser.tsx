import { useLingui } from '@lingui/react/macro'
import type { VisibilityState } from '@tanstack/react-table'
import { ColumnChooser } from '#client/ui/column-chooser.tsx'

/** The requests table's optional columns (the request itself always stays). */
export function PatientsColumnChooser(props: { visibility: VisibilityState; onChange: (visibility: VisibilityState) => void }) {
  const { t } = useLingui()
  const labels = {
    created_at: t`Reçue le`,
    commune: t`Commune`,
    care_type: t`Soins`,
    nurse: t`Infirmier contacté`,
    status: t`Statut`,
    notes: t`Notes`,
  }
  return <ColumnChooser labels={labels} {...props} />
}
