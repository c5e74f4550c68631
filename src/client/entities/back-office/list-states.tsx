import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'

/** A back-office block that could not load: why, and a button to ask again. */
export function LoadFailure({ message, retrying, onRetry }: { message: ReactNode; retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
      <Text tone="danger">{message}</Text>
      <Button variant="outline" loading={retrying} onClick={onRetry}>
        <Trans>Réessayer</Trans>
      </Button>
    </div>
  )
}

/**
 * An admin list that could not load: a refused filter (422) points at the filters, where the
 * field errors show; anything else is the network, and the list can be asked again.
 */
export function ListLoadError({
  filterRefused,
  retrying,
  onRetry,
}: {
  filterRefused: boolean
  retrying: boolean
  onRetry: () => void
}) {
  const { t } = useLingui()
  return (
    <LoadFailure
      message={
        filterRefused
          ? t`Un filtre n’est pas valide : corrigez-le ci-dessus.`
          : t`La liste n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.`
      }
      retrying={retrying}
      onRetry={onRetry}
    />
  )
}

/** An empty admin list: with filters on, it says so and offers to clear them. */
export function ListEmpty({
  icon,
  filtered,
  title,
  description,
  onClearFilters,
}: {
  icon: ReactNode
  filtered: boolean
  title: string
  description?: string
  onClearFilters: () => void
}) {
  return (
    <SimpleEmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        filtered ? (
          <Button variant="outline" onClick={onClearFilters}>
            <Trans>Effacer les filtres</Trans>
          </Button>
        ) : undefined
      }
    />
  )
}
