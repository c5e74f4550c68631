import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { LoadFailure } from '#client/entities/back-office/list-states.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { PlusIcon } from '#client/ui/icons.tsx'
import { Text } from '#client/ui/text.tsx'
import { VisuallyHidden } from '#client/ui/visually-hidden.tsx'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useAdminCareTypes } from '../api/care-types.ts'
import { CareTypesTable, CareTypesTableSkeleton } from './care-types-table.tsx'

/** /dashboard/admin/care-types (admin guard): every care type, where it is used, a way to add one. */
export function CareTypesScreen() {
  const list = useAdminCareTypes()
  const create = (
    <Button asChild>
      <Link to={paths.adminCareTypeCreate}>
        <PlusIcon />
        <Trans>Nouveau type de soins</Trans>
      </Link>
    </Button>
  )
  return (
    <AdminPage
      title={<Trans>Types de soins</Trans>}
      backTo={paths.admin}
      backLabel={<Trans>Administration</Trans>}
      actions={create}
      busy={list.isPending}
    >
      <Text tone="muted" className={css({ mb: '6', maxW: '48rem' })}>
        <Trans>
          Les types de soins que les infirmiers indiquent sur leur profil et que les offres demandent. Un type utilisé ne peut pas
          être supprimé : désactivez-le pour qu’il ne soit plus proposé.
        </Trans>
      </Text>
      {list.isPending ? (
        <>
          <VisuallyHidden role="status">
            <Trans>Chargement des types de soins…</Trans>
          </VisuallyHidden>
          <CareTypesTableSkeleton />
        </>
      ) : list.isError ? (
        <LoadFailure
          message={<Trans>La liste n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.</Trans>}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.care_types.length === 0 ? (
        <SimpleEmptyState
          title={<Trans>Aucun type de soins</Trans>}
          description={<Trans>Ajoutez le premier.</Trans>}
          action={create}
        />
      ) : (
        <CareTypesTable careTypes={list.data.care_types} />
      )}
    </AdminPage>
  )
}
