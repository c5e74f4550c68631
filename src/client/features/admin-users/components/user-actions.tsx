import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { refusalOf, useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { Button } from '#client/ui/button.tsx'
import type { AdminUserDetail } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useActivateUser, useDeleteUser, useRestoreUser, useValidateUser } from '../api/user-mutations.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { ContactDialog } from './contact-dialog.tsx'
import { EditUserDialog } from './edit-user-dialog.tsx'
import { TeamConversationButton } from './team-conversation-button.tsx'
import { displayName } from './users-table.tsx'

type Pending = 'suspend' | 'delete' | 'unvalidate' | null

/**
 * The admin's actions on one account, each with its toast (docs/product.md#messages): validate (or take it back),
 * activate or suspend, delete or restore, write to the person (an e-mail, or the team's conversation
 * in the messaging), edit. The ones with consequences
 * ask first. `self`: the admin's own account, which they may not suspend or delete.
 */
export function UserActions({ user, self }: { user: AdminUserDetail; self: boolean }) {
  const { t } = useLingui()
  const validate = useValidateUser()
  const activate = useActivateUser()
  const remove = useDeleteUser()
  const restore = useRestoreUser()
  const [confirm, setConfirm] = useState<Pending>(null)
  const name = displayName(user)
  const deleted = user.deleted_at !== null
  const canValidate = user.nurse !== null && user.roles.length > 0 && !deleted

  const feedback = useAdminFeedback(refusalOf)
  const { saved, saveFailed: failed } = feedback

  function runValidate(validated: boolean) {
    validate.mutate(
      { id: user.id, validated },
      {
        onSuccess: () => {
          setConfirm(null)
          feedback.validated()
        },
        onError: feedback.validationFailed,
      },
    )
  }

  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      {canValidate && user.validated_at === null ? (
        <Button loading={validate.isPending} onClick={() => runValidate(true)}>
          <Trans>Valider le profil</Trans>
        </Button>
      ) : null}
      {canValidate && user.validated_at !== null ? (
        <Button variant="outline" onClick={() => setConfirm('unvalidate')}>
          <Trans>Retirer la validation</Trans>
        </Button>
      ) : null}
      {!deleted ? <EditUserDialog user={user} /> : null}
      {!deleted ? <ContactDialog user={user} /> : null}
      {/* The team writes to a member, not to itself: none on the admin's own page. */}
      {!deleted && !self ? <TeamConversationButton userId={user.id} name={name} /> : null}
      {!deleted && user.status === 'suspended' ? (
        <Button
          variant="outline"
          loading={activate.isPending}
          onClick={() => activate.mutate({ id: user.id, active: true }, { onSuccess: saved, onError: failed })}
        >
          <Trans>Réactiver</Trans>
        </Button>
      ) : null}
      {!deleted && user.status !== 'suspended' && !self ? (
        <Button variant="outline" onClick={() => setConfirm('suspend')}>
          <Trans>Suspendre</Trans>
        </Button>
      ) : null}
      {!deleted && user.status === 'pending' ? (
        <Button
          variant="outline"
          loading={activate.isPending}
          onClick={() => activate.mutate({ id: user.id, active: true }, { onSuccess: saved, onError: failed })}
        >
          <Trans>Activer</Trans>
        </Button>
      ) : null}
      {deleted ? (
        <Button loading={restore.isPending} onClick={() => restore.mutate(user.id, { onSuccess: saved, onError: failed })}>
          <Trans>Restaurer</Trans>
        </Button>
      ) : self ? null : (
        <Button variant="danger" onClick={() => setConfirm('delete')}>
          <Trans>Supprimer</Trans>
        </Button>
      )}

      <ConfirmDialog
        open={confirm === 'suspend'}
        onOpenChange={(open) => setConfirm(open ? 'suspend' : null)}
        title={t`Suspendre le compte de ${name} ?`}
        description={t`La personne est déconnectée partout à l’instant et ne peut plus se connecter tant que le compte n’est pas réactivé.`}
        confirmLabel={t`Suspendre`}
        danger
        pending={activate.isPending}
        onConfirm={() =>
          activate.mutate(
            { id: user.id, active: false },
            {
              onSuccess: () => {
                setConfirm(null)
                saved()
              },
              onError: failed,
            },
          )
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title={t`Supprimer le compte de ${name} ?`}
        description={t`Le compte disparaît des listes et ses sessions sont fermées. Il reste restaurable depuis les comptes supprimés.`}
        confirmLabel={t`Supprimer`}
        danger
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: () => {
              setConfirm(null)
              feedback.deleted()
            },
            onError: feedback.deleteFailed,
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'unvalidate'}
        onOpenChange={(open) => setConfirm(open ? 'unvalidate' : null)}
        title={t`Retirer la validation de ${name} ?`}
        description={t`Le profil n’apparaît plus dans la recherche publique tant qu’il n’est pas validé de nouveau.`}
        confirmLabel={t`Retirer la validation`}
        danger
        pending={validate.isPending}
        onConfirm={() => runValidate(false)}
      />
    </div>
  )
}
