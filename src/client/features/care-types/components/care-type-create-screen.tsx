import { Trans, useLingui } from '@lingui/react/macro'
import { generatePath, useNavigate } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { paths } from '#shared/paths.ts'
import { useCreateCareType } from '../api/care-types.ts'
import { CareTypeForm, emptyCareType } from './care-type-form.tsx'

/** /dashboard/admin/care-types/create (admin guard). */
export function CareTypeCreateScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const create = useCreateCareType()
  const feedback = useAdminFeedback()
  return (
    <AdminPage
      title={<Trans>Nouveau type de soins</Trans>}
      backTo={paths.adminCareTypes}
      backLabel={<Trans>Types de soins</Trans>}
    >
      <CareTypeForm
        initial={emptyCareType}
        pending={create.isPending}
        submitLabel={t`Créer`}
        onSubmit={(values, fail) =>
          create.mutate(values, {
            onSuccess: (created) => {
              feedback.saved()
              void navigate(generatePath(paths.adminCareType, { id: String(created.id) }))
            },
            onError: feedback.saveFailedFor(fail),
          })
        }
      />
    </AdminPage>
  )
}
