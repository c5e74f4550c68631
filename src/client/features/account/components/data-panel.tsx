import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { useDeleteAccount, useDownloadAccountExport } from '../api/account-data.ts'
import { useFailureDetail } from '../form-feedback.ts'
import { PasswordDialog } from './password-dialog.tsx'

const block = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })

/** Settings › Données: the RGPD export and the closing of the account. */
export function DataPanel({ user }: { user: User }) {
  const { t } = useLingui()
  const exporting = useDownloadAccountExport()
  const deleting = useDeleteAccount()
  const [confirming, setConfirming] = useState(false)
  const detail = useFailureDetail()

  function download() {
    exporting.mutate(undefined, {
      onError: (error) =>
        toast.destructive(t`Une erreur est survenue.`, {
          duration: ACCOUNT_TOAST_MS,
          description: detail(error),
        }),
    })
  }

  const confirmWith = user.has_password ? 'password' : 'email'

  async function remove(value: string) {
    try {
      await deleting.mutateAsync({ userId: user.id, confirmation: { [confirmWith]: value } })
      toast.success(t`Suppression réussie.`, { duration: ACCOUNT_TOAST_MS })
    } catch (failure) {
      if (serverFieldErrors(failure)[confirmWith] === undefined) {
        toast.destructive(t`Une erreur est survenue lors de la suppression.`, {
          duration: ACCOUNT_TOAST_MS,
          description: detail(failure),
        })
      }
      throw failure
    }
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <section className={block} aria-labelledby="export-heading">
        <Heading level={3} id="export-heading">
          <Trans>Exporter mes données</Trans>
        </Heading>
        <Text tone="muted">
          <Trans>
            Un fichier JSON avec tout ce que Relève garde sur vous : compte, profil, préférences, activité. C’est votre droit
            d’accès et de portabilité (RGPD).
          </Trans>
        </Text>
        <Button variant="outline" onClick={download} loading={exporting.isPending} loadingText={<Trans>Préparation…</Trans>}>
          <Trans>Télécharger mes données</Trans>
        </Button>
      </section>
      <section className={block} aria-labelledby="delete-heading">
        <Heading level={3} id="delete-heading">
          <Trans>Supprimer mon compte</Trans>
        </Heading>
        <Text tone="muted">
          <Trans>
            Votre compte est fermé tout de suite : vous êtes déconnecté partout, votre profil n’apparaît plus et vos photos sont
            effacées. Seul ce que la loi nous oblige à garder (les factures) est conservé.
          </Trans>
        </Text>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trans>Supprimer mon compte</Trans>
        </Button>
      </section>
      <PasswordDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Supprimer votre compte ?</Trans>}
        description={
          user.has_password ? (
            <Trans>Cette action est définitive. Confirmez avec votre mot de passe.</Trans>
          ) : (
            <Trans>Cette action est définitive. Confirmez avec l’adresse e-mail de votre compte.</Trans>
          )
        }
        confirmWith={confirmWith}
        confirmLabel={<Trans>Supprimer définitivement</Trans>}
        confirmVariant="danger"
        onConfirm={remove}
        pending={deleting.isPending}
      />
    </div>
  )
}
