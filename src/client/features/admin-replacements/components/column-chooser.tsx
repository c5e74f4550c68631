import { useLingui } from '@lingui/react/macro'
import type { VisibilityState } from '@tanstack/react-table'
import { ColumnChooser } from '#client/ui/column-chooser.tsx'

/** The offers table's optional columns (the offer's number always stays). */
export function ReplacementsColumnChooser(props: {
  visibility: VisibilityState
  onChange: (visibility: VisibilityState) => void
}) {
  const { t } = useLingui()
  const labels = {
    commune: t`Commune`,
    dates: t`Dates`,
    author: t`Auteur`,
    status: t`Statut`,
    urgency: t`Urgence`,
    applications: t`Candidatures`,
    created_at: t`Créée le`,
  }
  return <ColumnChooser labels={labels} {...props} />
}
