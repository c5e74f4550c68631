import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import { CheckIcon, DownloadIcon } from '#client/ui/icons.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { AdminUserRow } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useValidateUser } from '../api/user-mutations.ts'

export interface BulkActionsProps {
  selected: AdminUserRow[]
  /** The export of the list as filtered (used when nothing is selected). */
  exportFilters: URLSearchParams
  onDone: () => void
}

/** Nurses of a selection whose profile can be validated now (the rest are left alone). */
export function validatable(users: AdminUserRow[]): AdminUserRow[] {
  return users.filter(
    (user) => user.roles.length > 0 && user.nurse_id !== null && user.validated_at === null && user.deleted_at === null,
  )
}

/** The actions that save clicks on many rows: validate the selected nurses, export (selection or list). */
export function BulkActions({ selected, exportFilters, onDone }: BulkActionsProps) {
  const { t } = useLingui()
  const validate = useValidateUser()
  const [running, setRunning] = useState(false)
  const toValidate = validatable(selected)

  async function validateAll() {
    setRunning(true)
    // One by one: each validation is checked (RPPS) and mailed on its own, and a refusal of one
    // leaves the others done.
    const outcomes = await Promise.allSettled(toValidate.map((user) => validate.mutateAsync({ id: user.id })))
    setRunning(false)
    const failed = outcomes.filter((outcome) => outcome.status === 'rejected').length
    if (failed === 0) toast.success(t`Validation réussie.`)
    else
      toast.destructive(t`Une erreur est survenue lors de la validation.`, {
        description: t`${failed} profil(s) sur ${toValidate.length} n’ont pas pu être validés (numéro RPPS manquant ou invalide ?).`,
      })
    onDone()
  }

  const exportQuery =
    selected.length > 0 ? new URLSearchParams({ ids: selected.map((user) => user.id).join(',') }) : exportFilters
  const exportHref = `/api/users/export.csv${exportQuery.size ? `?${exportQuery}` : ''}`

  return (
    <fieldset
      className={css({
        display: 'flex',
        gap: '2',
        flexWrap: 'wrap',
        alignItems: 'center',
        border: 'none',
        p: '0',
        m: '0',
        minW: '0',
      })}
    >
      <legend className={css({ srOnly: true })}>{t`Actions groupées`}</legend>
      <Button variant="outline" disabled={toValidate.length === 0} loading={running} onClick={() => void validateAll()}>
        <CheckIcon aria-hidden />
        {toValidate.length > 0 ? t`Valider la sélection (${toValidate.length})` : t`Valider la sélection`}
      </Button>
      <Button variant="outline" asChild>
        <a href={exportHref} download>
          <DownloadIcon aria-hidden />
          {selected.length > 0 ? t`Exporter la sélection (CSV)` : t`Exporter la liste (CSV)`}
        </a>
      </Button>
    </fieldset>
  )
}
