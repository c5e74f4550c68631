import { Trans, useLingui } from '@lingui/react/macro'
import { generatePath, useNavigate } from 'react-router'
import { useCreateCareType } from '#client/features/care-types/api/care-types.ts'
import { CareTypeForm, emptyCareType } from '#client/features/care-types/components/care-type-form.tsx'
import { paths } from '#shared/paths.ts'
import { AdminPage } from './components/admin-page.tsx'
import { useAdminFeedback } from './components/admin-toasts.ts'

/** /dashboard/admin/care-types/create (admin guard). */
export function Component() {
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
      <title>{t`Nouveau type de soins | Administration | Relève`}</title>
      <CareTypeForm
        initial={emptyCareType}
        errors={feedback.errors}
        pending={create.isPending}
        submitLabel={t`Créer`}
        onFieldChange={feedback.clear}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: (created) => {
              feedback.saved()
              void navigate(generatePath(paths.adminCareType, { id: String(created.id) }))
            },
            onError: feedback.saveFailed,
          })
        }
      />
    </AdminPage>
  )
}
