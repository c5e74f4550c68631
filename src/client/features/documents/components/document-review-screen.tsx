import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { isApiError } from '#client/lib/api-client.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Card from '#client/ui/card.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { TextField } from '#client/ui/field.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import { type AdminDocument, REJECTION_REASON_MAX_LENGTH } from '#shared/documents.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { adminFileUrl, useAdminDocument, useDocumentQueue, useReviewDocument } from '../api/documents.ts'
import { documentDay } from '../document-day.ts'
import { kindLabels, statusLabels, statusTones } from '../labels.ts'
import { PdfPages } from './pdf-pages.tsx'

const layout = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', lg: '18rem minmax(0, 1fr)' },
  alignItems: 'start',
})
const queueItem = css({
  display: 'block',
  w: 'full',
  textAlign: 'start',
  p: '3',
  borderRadius: 'l2',
  borderWidth: 'thin',
  borderColor: 'border.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=true]': { borderColor: 'colorPalette.solid', bg: 'bg.muted' },
})
const preview = css({
  w: 'full',
  h: { base: '28rem', lg: '40rem' },
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'white',
})

const ownerName = (document: AdminDocument) =>
  [document.user.first_name, document.user.last_name].filter(Boolean).join(' ') || document.user.email

/**
 * /dashboard/admin/documents: the documents waiting for review, oldest first; the one chosen (its
 * id in the address) shown, an image in a sandboxed frame or a PDF's pages drawn by pdf.js, beside
 * its owner's profile, the RPPS check and the owner's other documents; approve, or reject with a
 * reason the nurse receives by mail.
 */
export function DocumentReviewScreen() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const queue = useDocumentQueue()
  const chosen = Number(params.get('id')) || null
  const selectedId = chosen ?? queue.data?.documents[0]?.id ?? null

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Heading level={1}>
        <Trans>Justificatifs à vérifier</Trans>
      </Heading>
      {queue.isPending ? (
        <Loading label={t`Chargement des justificatifs`}>{null}</Loading>
      ) : queue.isError ? (
        <LoadFailed onRetry={() => void queue.refetch()}>
          <Trans>La file des justificatifs n’a pas pu être chargée.</Trans>
        </LoadFailed>
      ) : (
        <div className={layout}>
          <nav aria-label={t`Justificatifs en attente`}>
            {queue.data.documents.length === 0 ? (
              <Text tone="muted">
                <Trans>Aucun justificatif en attente.</Trans>
              </Text>
            ) : (
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                {queue.data.documents.map((document) => (
                  <li key={document.id}>
                    <button
                      type="button"
                      className={queueItem}
                      aria-current={document.id === selectedId}
                      onClick={() => setParams({ id: String(document.id) })}
                    >
                      <Text as="span" className={css({ display: 'block', fontWeight: 'semibold' })}>
                        {ownerName(document)}
                      </Text>
                      <Text as="span" size="small" tone="muted" className={css({ display: 'block' })}>
                        {i18n._(kindLabels[document.kind].title)}
                      </Text>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </nav>
          {selectedId === null ? (
            <SimpleEmptyState
              title={t`Rien à vérifier`}
              description={t`Les documents envoyés par les infirmiers apparaîtront ici.`}
            />
          ) : (
            <DocumentReview key={selectedId} id={selectedId} onDone={() => setParams({})} />
          )}
        </div>
      )}
    </div>
  )
}

function DocumentReview({ id, onDone }: { id: number; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const detail = useAdminDocument(id)
  const review = useReviewDocument()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const day = (value: string) => documentDay(i18n.locale, value)

  if (detail.isPending) return <Loading label={t`Chargement du document`}>{null}</Loading>
  if (detail.isError)
    return (
      <LoadFailed onRetry={() => void detail.refetch()}>
        <Trans>Ce document n’a pas pu être chargé.</Trans>
      </LoadFailed>
    )
  const { document, others, required } = detail.data
  const name = ownerName(document)
  const previewTitle = t`${i18n._(kindLabels[document.kind].title)} de ${name}`

  function decide(decision: 'approve' | 'reject') {
    if (decision === 'reject' && reason.trim() === '') {
      setReasonError(t`Indiquez le motif du refus : il est envoyé à l’infirmier.`)
      return
    }
    setReasonError(null)
    review.mutate(
      { id: document.id, decision, ...(decision === 'reject' ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          onDone()
        },
        onError: (error) => toast.destructive(isApiError(error) ? error.message : t`Une erreur est survenue.`),
      },
    )
  }

  const approvedKinds = new Set([document, ...others].filter((d) => d.status === 'approved').map((d) => d.kind))
  return (
    <div
      className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' } })}
    >
      <section aria-label={t`Aperçu du document`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Heading level={2} size="h3">
          {i18n._(kindLabels[document.kind].title)}
        </Heading>
        {document.content_type === 'application/pdf' ? (
          // Chromium draws no PDF in a sandboxed frame: pdf.js draws its pages instead (pdf-pages.tsx).
          <PdfPages url={adminFileUrl(document.id)} label={previewTitle} />
        ) : (
          // The image in a sandbox: no script, no form, no navigation; the server's CSP sandboxes it too.
          <iframe
            src={adminFileUrl(document.id)}
            title={previewTitle}
            sandbox=""
            referrerPolicy="no-referrer"
            className={preview}
          />
        )}
        <Text size="small" tone="muted">
          {document.file_name}
          {document.expires_on ? <> · {t`valable jusqu’au ${day(document.expires_on)}`}</> : null} ·{' '}
          <a
            href={adminFileUrl(document.id, true)}
            download={document.file_name}
            className={css({ textDecoration: 'underline' })}
          >
            <Trans>Télécharger</Trans>
          </a>
        </Text>
      </section>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <Card.Root>
          <Card.Header>
            <Card.Title>{name}</Card.Title>
            <Card.Description>{document.user.email}</Card.Description>
          </Card.Header>
          <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <Text size="small">
              <Trans>RPPS :</Trans> {document.user.rpps ?? t`non renseigné`}{' '}
              {document.user.rpps ? (
                <Badge tone={document.user.rpps_valid ? 'success' : 'danger'} size="sm">
                  {document.user.rpps_valid ? t`clé de contrôle valide` : t`clé de contrôle invalide`}
                </Badge>
              ) : null}
            </Text>
            <Text size="small">
              {document.user.validated_at ? (
                <Trans>Profil validé le {day(document.user.validated_at)}</Trans>
              ) : (
                <Trans>Profil pas encore validé</Trans>
              )}
            </Text>
            <RouterLink
              to={paths.adminUser.replace(':id', String(document.user.id))}
              className={css({ textDecoration: 'underline', fontSize: 'sm' })}
            >
              <Trans>Voir la fiche du membre</Trans>
            </RouterLink>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title>
              <Trans>Justificatifs exigés</Trans>
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              {required.map((kind) => (
                <li key={kind}>
                  <Text size="small">
                    {approvedKinds.has(kind) ? t`Approuvé` : t`Manquant`} — {i18n._(kindLabels[kind].title)}
                  </Text>
                </li>
              ))}
            </ul>
            {others.length > 0 ? (
              <>
                <Text size="small" tone="muted" className={css({ mt: '3' })}>
                  <Trans>Autres documents de ce membre :</Trans>
                </Text>
                <ul>
                  {others.map((other) => (
                    <li key={other.id}>
                      <Text size="small">
                        {i18n._(kindLabels[other.kind].title)} · {i18n._(statusLabels[other.status])}
                      </Text>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Card.Body>
        </Card.Root>

        {document.status === 'pending' ? (
          <Card.Root>
            <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <Button onClick={() => decide('approve')} loading={review.isPending && review.variables?.decision === 'approve'}>
                <Trans>Approuver</Trans>
              </Button>
              <TextField
                multiline
                label={t`Motif du refus`}
                hint={t`Envoyé par e-mail à l’infirmier.`}
                value={reason}
                maxLength={REJECTION_REASON_MAX_LENGTH}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={reasonError}
              />
              <Button
                variant="outline"
                onClick={() => decide('reject')}
                loading={review.isPending && review.variables?.decision === 'reject'}
              >
                <Trans>Refuser</Trans>
              </Button>
            </Card.Body>
          </Card.Root>
        ) : (
          <Notice tone="info">
            <Badge tone={statusTones[document.status]} size="sm">
              {i18n._(statusLabels[document.status])}
            </Badge>{' '}
            <Trans>Ce document a déjà été examiné.</Trans>
          </Notice>
        )}
      </div>
    </div>
  )
}
