import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import { TextField } from '#client/ui/field.tsx'
import { BellIcon } from '#client/ui/icons.tsx'
import { SimpleSwitch } from '#client/ui/switch.tsx'
import { toast } from '#client/ui/toaster.ts'
import { SAVED_SEARCH_NAME_MAX } from '#shared/saved-searches.ts'
import { css } from '#styled/css'
import type { ListingSearchInput } from '../api/query-keys.ts'
import { useSavePartnerSearch } from './save-partner-search-api.ts'

export interface SavePartnerSearchProps {
  /** The listings' search on screen, as GET /api/partner-listings takes it, without paging. */
  search: ListingSearchInput
}

/**
 * "Sauvegarder cette recherche" on the partner listings' search: names the current filters and,
 * unless turned off, alerts the member (in the app, by mail and push, as their notification
 * settings say) when a matching listing is published. Needs the network; the button says so offline.
 */
export function SavePartnerSearch({ search }: SavePartnerSearchProps) {
  const { t } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [alert, setAlert] = useState(true)
  const save = useSavePartnerSearch()
  const error = save.error
  const fieldError = isApiError(error) ? error.errors.name?.[0] : undefined
  const formError =
    error && !fieldError
      ? isApiError(error) && error.status !== 0
        ? error.message
        : t`Pas de réseau : réessayez une fois connecté.`
      : undefined

  const start = () => {
    save.reset()
    setName(t`Mes annonces de partenariat`)
    setAlert(true)
    setOpen(true)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { name: name.trim(), search, alert },
      {
        onSuccess: (answer) => {
          setOpen(false)
          toast.success(answer.message)
        },
      },
    )
  }

  return (
    <>
      <Button
        variant="outline"
        onClick={start}
        disabled={offline}
        title={offline ? t`Enregistrer une recherche a besoin du réseau.` : undefined}
      >
        <BellIcon />
        <Trans>Sauvegarder cette recherche</Trans>
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Dialog.Popup>
          <form onSubmit={submit} noValidate>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Sauvegarder cette recherche</Trans>
              </Dialog.Title>
              <Dialog.Description>
                <Trans>Retrouvez-la en un geste, et soyez prévenu quand une annonce correspondante est publiée.</Trans>
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              <TextField
                label={<Trans>Nom de la recherche</Trans>}
                value={name}
                maxLength={SAVED_SEARCH_NAME_MAX}
                required
                autoComplete="off"
                onChange={(event) => setName(event.currentTarget.value)}
                error={fieldError}
              />
              <SimpleSwitch checked={alert} onCheckedChange={(details) => setAlert(details.checked)}>
                <Trans>M’alerter des nouvelles annonces</Trans>
              </SimpleSwitch>
              {formError ? (
                <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
                  {formError}
                </p>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)}>
                <Trans>Annuler</Trans>
              </Button>
              <Button type="submit" loading={save.isPending}>
                <Trans>Enregistrer</Trans>
              </Button>
            </Dialog.Footer>
          </form>
        </Dialog.Popup>
      </Dialog.Root>
    </>
  )
}
