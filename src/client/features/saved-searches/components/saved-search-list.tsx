import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import { TextField } from '#client/ui/field.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { SimpleSwitch } from '#client/ui/switch.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { SavedSearch } from '#shared/saved-searches.ts'
import { css } from '#styled/css'
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches-api.ts'
import { savedSearchSummary, searchParamsOf } from '../saved-search-text.ts'

const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})

function RenameDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useLingui()
  const [name, setName] = useState(search.name)
  const update = useUpdateSavedSearch()
  const error = update.error
  const fieldError = isApiError(error)
    ? (error.errors.name?.[0] ?? error.message)
    : error
      ? t`Pas de réseau : réessayez une fois connecté.`
      : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(
      { id: search.id, name: name.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          onClose()
        },
      },
    )
  }
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())}>
      <Dialog.Popup>
        <form onSubmit={submit} noValidate>
          <Dialog.Header>
            <Dialog.Title>
              <Trans>Renommer la recherche</Trans>
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <TextField
              label={<Trans>Nom de la recherche</Trans>}
              value={name}
              maxLength={80}
              required
              autoComplete="off"
              onChange={(event) => setName(event.currentTarget.value)}
              error={fieldError}
            />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              <Trans>Annuler</Trans>
            </Button>
            <Button type="submit" loading={update.isPending}>
              <Trans>Renommer</Trans>
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  )
}

function DeleteDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const { t } = useLingui()
  const remove = useDeleteSavedSearch()
  const name = search.name
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => (details.open ? null : onClose())}>
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>
            <Trans>Supprimer « {name} » ?</Trans>
          </Dialog.Title>
          <Dialog.Description>
            {search.subject === 'partner_listings' ? (
              <Trans>Vous ne serez plus prévenu des annonces qui lui correspondent.</Trans>
            ) : (
              <Trans>Vous ne serez plus prévenu des offres qui lui correspondent.</Trans>
            )}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            <Trans>Retour</Trans>
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(search.id, {
                onSuccess: () => {
                  toast.success(t`Suppression réussie.`)
                  onClose()
                },
                onError: () => toast.destructive(t`Une erreur est survenue lors de la suppression.`),
              })
            }
          >
            <Trans>Supprimer</Trans>
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}

export interface SavedSearchListProps {
  /**
   * Opens a saved search of offers: the search screen's address parameters (the API's names;
   * `commune=` empty for all of France) and the search itself.
   */
  onPick: (params: URLSearchParams, search: SavedSearch) => void
  /**
   * Opens a saved search of partner listings, the same way, on the listings' search screen. Without
   * it (a screen that cannot open them) those searches are listed by name, to rename, turn their
   * alert on or off, or delete.
   */
  onPickPartner?: (params: URLSearchParams, search: SavedSearch) => void
}

/**
 * The person's saved searches: open one, turn its alert on or off, rename or delete it. Readable
 * offline from the saved cache; changes need the network.
 */
export function SavedSearchList({ onPick, onPickPartner }: SavedSearchListProps) {
  const { t, i18n } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const searches = useSavedSearches()
  const update = useUpdateSavedSearch()
  const [renaming, setRenaming] = useState<SavedSearch | null>(null)
  const [deleting, setDeleting] = useState<SavedSearch | null>(null)
  const titleId = useId()
  const list = searches.data?.saved_searches ?? []

  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Heading level={2} size="h3" id={titleId}>
        <Trans>Recherches enregistrées</Trans>
      </Heading>
      {searches.isPending ? null : list.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>Aucune recherche enregistrée. Sauvegardez une recherche pour être prévenu des nouvelles offres.</Trans>
        </p>
      ) : (
        <ul className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
          {list.map((search) => {
            const name = search.name
            const open = search.subject === 'partner_listings' ? onPickPartner : onPick
            return (
              <li key={search.id} className={item}>
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
                  {open ? (
                    <Button
                      variant="link"
                      className={css({ alignSelf: 'flex-start', textAlign: 'start', h: 'auto', minH: '11' })}
                      onClick={() => open(searchParamsOf(search.filters), search)}
                    >
                      {name}
                    </Button>
                  ) : (
                    <span className={css({ fontWeight: 'medium' })}>{name}</span>
                  )}
                  {search.subject === 'partner_listings' ? (
                    <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      <Trans>Annonces de partenariat</Trans>
                    </span>
                  ) : null}
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{savedSearchSummary(i18n, search)}</span>
                </div>
                <div
                  className={css({
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: '2',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                  })}
                >
                  <SimpleSwitch
                    checked={search.alert}
                    disabled={offline}
                    onCheckedChange={(details) =>
                      update.mutate(
                        { id: search.id, alert: details.checked },
                        { onError: () => toast.destructive(t`Une erreur est survenue lors de l'enregistrement`) },
                      )
                    }
                  >
                    <Trans>Alertes pour « {name} »</Trans>
                  </SimpleSwitch>
                  <span className={css({ display: 'flex', gap: '1' })}>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={offline}
                      onClick={() => setRenaming(search)}
                      aria-label={t`Renommer « ${name} »`}
                    >
                      <Trans>Renommer</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={offline}
                      onClick={() => setDeleting(search)}
                      aria-label={t`Supprimer « ${name} »`}
                    >
                      <Trans>Supprimer</Trans>
                    </Button>
                  </span>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {renaming ? <RenameDialog search={renaming} onClose={() => setRenaming(null)} /> : null}
      {deleting ? <DeleteDialog search={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  )
}
