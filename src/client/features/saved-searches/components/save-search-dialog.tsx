import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import type { DeferredPopupProps } from '#client/ui/deferred-popup.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import { TextField } from '#client/ui/field.tsx'
import { SimpleSwitch } from '#client/ui/switch.tsx'
import { toast } from '#client/ui/toaster.ts'
import { SAVED_SEARCH_NAME_MAX } from '#shared/saved-searches.ts'
import { css } from '#styled/css'
import { type SearchToSave, useCreateSavedSearch } from '../api/saved-searches-api.ts'
import { type SaveSearchButtonProps, SaveSearchTrigger } from './save-search-trigger.tsx'

/**
 * « Sauvegarder cette recherche », its button and its dialog (save-search-button.tsx draws the
 * button first and loads this). Each opening mounts the dialog afresh: the proposed name again,
 * the alert on, no earlier refusal.
 */
export function SaveSearch({ search, suggestedName, defaultOpen = false }: SaveSearchButtonProps & DeferredPopupProps) {
  const [open, setOpen] = useState(defaultOpen)
  const [openings, setOpenings] = useState(defaultOpen ? 1 : 0)
  return (
    <>
      <SaveSearchTrigger
        onClick={() => {
          setOpenings((count) => count + 1)
          setOpen(true)
        }}
      />
      {openings > 0 ? (
        <SaveSearchDialog key={openings} search={search} suggestedName={suggestedName} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  )
}

interface SaveSearchDialogProps {
  search: SearchToSave
  suggestedName: string | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The dialog: the name, proposed and editable, and the alert, on unless turned off. */
function SaveSearchDialog({ search, suggestedName, open, onOpenChange }: SaveSearchDialogProps) {
  const { t } = useLingui()
  const fallback = search.subject === 'partner_listings' ? t`Mes annonces de partenariat` : t`Ma recherche`
  const [name, setName] = useState(() => (suggestedName ?? fallback).slice(0, SAVED_SEARCH_NAME_MAX))
  const [alert, setAlert] = useState(true)
  const create = useCreateSavedSearch()
  const error = create.error
  const fieldError = isApiError(error) ? error.errors.name?.[0] : undefined
  const formError =
    error && !fieldError
      ? isApiError(error) && error.status !== 0
        ? error.message
        : t`Pas de réseau : réessayez une fois connecté.`
      : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { ...search, name: name.trim(), alert },
      {
        onSuccess: (answer) => {
          onOpenChange(false)
          toast.success(answer.message)
        },
      },
    )
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Popup>
        <form onSubmit={submit} noValidate>
          <Dialog.Header>
            <Dialog.Title>
              <Trans>Sauvegarder cette recherche</Trans>
            </Dialog.Title>
            <Dialog.Description>
              {search.subject === 'partner_listings' ? (
                <Trans>Retrouvez-la en un geste, et soyez prévenu quand une annonce correspondante est publiée.</Trans>
              ) : (
                <Trans>Retrouvez-la en un geste, et soyez prévenu quand une offre correspondante est publiée.</Trans>
              )}
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
              {search.subject === 'partner_listings' ? (
                <Trans>M’alerter des nouvelles annonces</Trans>
              ) : (
                <Trans>M’alerter des nouvelles offres</Trans>
              )}
            </SimpleSwitch>
            {formError ? (
              <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
                {formError}
              </p>
            ) : null}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Annuler</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Enregistrer</Trans>
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
