import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { isApiError } from '#client/lib/api-client.ts'
import { unreachableMessage } from '#client/lib/forms/failure.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { Replacement } from '#shared/replacements.ts'
import { ConfirmDialog } from '../offer-confirm-dialog.tsx'
import { applicantsUrl, editOfferUrl } from '../offer-links.ts'
import { useCancelOffer, useDeleteDraft, usePublishOffer } from './offer-api.ts'

/** The server's words for a refusal, or why nothing reached it. */
export function useFailureText() {
  const { i18n } = useLingui()
  return (error: unknown): string =>
    isApiError(error) && error.status > 0 && error.body.message ? error.body.message : i18n._(unreachableMessage)
}

interface OfferActionsProps {
  offer: Replacement
  /** Publishing, cancelling and deleting need the network: their buttons wait for it. */
  offline: boolean
}

/**
 * What the holder can do with one of their offers, by its status: a draft is changed, published
 * or deleted; a published offer shows its applicants, is changed or cancelled (the applicants are
 * told); a filled one shows who was accepted.
 */
export function OfferActions({ offer, offline }: OfferActionsProps) {
  const { t } = useLingui()
  const failure = useFailureText()
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null)
  const [reason, setReason] = useState('')
  const publish = usePublishOffer()
  const cancel = useCancelOffer()
  const remove = useDeleteDraft()
  const count = offer.applications_count

  function publishDraft() {
    publish.mutate(
      { replacementId: offer.id, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => toast.success(t`Offre publiée`),
        onError: (error) => toast.destructive(t`L’offre n’a pas été publiée`, { description: failure(error) }),
      },
    )
  }

  function confirmCancel() {
    cancel.mutate(
      { replacementId: offer.id, reason },
      {
        onSuccess: () => {
          setDialog(null)
          setReason('')
          toast.success(t`Offre annulée`)
        },
        onError: (error) => toast.destructive(t`L’offre n’a pas été annulée`, { description: failure(error) }),
      },
    )
  }

  function confirmDelete() {
    remove.mutate(
      { replacementId: offer.id },
      {
        onSuccess: () => {
          setDialog(null)
          toast.success(t`Brouillon supprimé`)
        },
        onError: (error) => toast.destructive(t`Le brouillon n’a pas été supprimé`, { description: failure(error) }),
      },
    )
  }

  const applicantsLink =
    offer.status !== 'draft' ? (
      <Button asChild size="sm" variant={offer.status === 'published' ? 'solid' : 'outline'}>
        <Link to={applicantsUrl(offer.id)}>
          <Plural value={count} _0="Aucune candidature" one="# candidature" other="# candidatures" />
        </Link>
      </Button>
    ) : null

  return (
    <>
      {applicantsLink}
      {offer.status === 'draft' || offer.status === 'published' ? (
        <Button asChild size="sm" variant="outline">
          <Link to={editOfferUrl(offer.id)} aria-label={t`Modifier l’offre de ${offer.commune?.name ?? t`commune à préciser`}`}>
            <Trans>Modifier</Trans>
          </Link>
        </Button>
      ) : null}
      {offer.status === 'draft' ? (
        <>
          <Button size="sm" onClick={publishDraft} loading={publish.isPending} disabled={offline}>
            <Trans>Publier</Trans>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDialog('delete')} disabled={offline}>
            <Trans>Supprimer</Trans>
          </Button>
        </>
      ) : null}
      {offer.status === 'published' ? (
        <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')} disabled={offline}>
          <Trans>Annuler l’offre</Trans>
        </Button>
      ) : null}

      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={<Trans>Annuler cette offre ?</Trans>}
        description={
          count > 0 ? (
            <Plural
              value={count}
              one="La personne qui a postulé sera prévenue. L’offre ne pourra pas être republiée."
              other="Les # personnes qui ont postulé seront prévenues. L’offre ne pourra pas être republiée."
            />
          ) : (
            <Trans>L’offre ne sera plus visible et ne pourra pas être republiée.</Trans>
          )
        }
        confirmLabel={<Trans>Annuler l’offre</Trans>}
        tone="danger"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      >
        <Field.TextField
          multiline
          label={<Trans>Motif</Trans>}
          hint={<Trans>Facultatif.</Trans>}
          name="reason"
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={<Trans>Supprimer ce brouillon ?</Trans>}
        description={<Trans>Il n’a jamais été publié ; il disparaît pour de bon.</Trans>}
        confirmLabel={<Trans>Supprimer</Trans>}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  )
}
