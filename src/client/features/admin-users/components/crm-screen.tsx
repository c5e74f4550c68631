import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { listPage } from '#client/entities/back-office/admin-list.tsx'
import { LoadFailure } from '#client/entities/back-office/list-states.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { DownloadIcon } from '#client/ui/icons.tsx'
import { Skeleton } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
import { useCrmBoard } from '../api/crm-board.ts'
import { adminPaths } from '../paths.ts'
import { filtersQuery, readListState } from '../url-state.ts'
import { CrmBoard } from './crm-board.tsx'
import { UsersFilters } from './users-filters.tsx'

const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })

/** /dashboard/admin/users/crm (admin guard): accounts as a pipeline, with the users list's filters. */
export function CrmScreen() {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const { filters } = readListState(params)
  // The board has a column per stage: a stage filter would empty five of them.
  const { stage: _stage, ...boardFilters } = filters
  const query = filtersQuery(boardFilters)
  const board = useCrmBoard(query)
  const errors = isApiError(board.error) ? board.error.errors : {}

  return (
    <div className={listPage}>
      <div className={toolbar}>
        <Heading level={1}>
          <Trans>Suivi des comptes</Trans>
        </Heading>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button variant="outline" asChild>
            <RouterLink to={`${adminPaths.users}${query.size ? `?${query}` : ''}`}>
              <Trans>Liste des utilisateurs</Trans>
            </RouterLink>
          </Button>
          <Button variant="outline" asChild>
            <a href={`/api/users/export.csv${query.size ? `?${query}` : ''}`} download>
              <DownloadIcon aria-hidden />
              <Trans>Exporter (CSV)</Trans>
            </a>
          </Button>
        </div>
      </div>
      <Text tone="muted" className={css({ mt: '2' })}>
        <Trans>Glissez une carte d’une colonne à l’autre, ou utilisez son bouton « Déplacer ».</Trans>
      </Text>
      <section aria-label={t`Filtres`} className={css({ mt: '4' })}>
        <UsersFilters filters={boardFilters} errors={errors} onApply={(next) => setParams(filtersQuery(next))} />
      </section>
      <div className={css({ mt: '6' })} aria-busy={board.isPending}>
        {board.isPending ? (
          <>
            <Text role="status" className={css({ srOnly: true })}>
              <Trans>Chargement du suivi…</Trans>
            </Text>
            <Skeleton className={css({ h: '64', w: 'full' })} />
          </>
        ) : board.isError ? (
          <LoadFailure
            message={<Trans>Le suivi n’a pas pu être chargé. Vérifiez les filtres et votre connexion, puis réessayez.</Trans>}
            retrying={board.isFetching}
            onRetry={() => void board.refetch()}
          />
        ) : (
          <CrmBoard
            board={board.data}
            detailPath={adminPaths.user}
            stagePath={(stage) => `${adminPaths.users}?${filtersQuery({ ...boardFilters, stage })}`}
          />
        )}
      </div>
    </div>
  )
}
