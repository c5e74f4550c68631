import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Card from '#client/ui/card.tsx'
import { TextField } from '#client/ui/field.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { Text } from '#client/ui/text.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import {
  type DocumentKind,
  documentKinds,
  documentMimeTypes,
  hasEndDate,
  MAX_DOCUMENT_BYTES,
  type VerificationDocument,
} from '#shared/documents.ts'
import { css } from '#styled/css'
import { ownFileUrl, useDeleteDocument, useMyDocuments, useUploadDocument } from '../api/documents.ts'
import { documentDay } from '../document-day.ts'
import { checkDocumentFile, type DocumentFileProblem } from '../document-file.ts'
import { kindLabels, statusLabels, statusTones } from '../labels.ts'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })

function useDay() {
  const { i18n } = useLingui()
  return (day: string) => documentDay(i18n.locale, day)
}

/** The document of a kind the card shows: the newest one, whatever its status. */
function latestOf(documents: VerificationDocument[], kind: DocumentKind): VerificationDocument | undefined {
  return documents.find((document) => document.kind === kind && document.status !== 'replaced')
}

/**
 * Settings › Justificatifs, and the onboarding's last step: one card per kind of document, each
 * with its status, its end date, the reason of a refusal, and a form to send a (new) file. The
 * files are checked here first (PDF, JPEG or PNG by their first bytes, 10 MB), then by the server.
 * An upload needs a connection: it is never queued offline.
 */
export function DocumentsPanel() {
  const { t } = useLingui()
  const query = useMyDocuments()
  const network = useNetworkStatus()
  if (query.isPending) return <Loading label={t`Chargement de vos justificatifs`}>{null}</Loading>
  if (query.isError)
    return (
      <LoadFailed onRetry={() => void query.refetch()}>
        <Trans>Vos justificatifs n’ont pas pu être chargés.</Trans>
      </LoadFailed>
    )
  const { documents, required, validated } = query.data
  const kinds = documentKinds.filter((kind) => required.includes(kind) || documents.some((d) => d.kind === kind))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {validated ? (
        <Notice tone="success" title={t`Profil validé`}>
          <Trans>L’équipe Relève a vérifié vos justificatifs.</Trans>
        </Notice>
      ) : (
        <Text tone="muted">
          <Trans>
            L’équipe Relève vérifie ces documents avant de valider votre profil. Ils ne sont visibles que par vous et par
            l’équipe.
          </Trans>
        </Text>
      )}
      {network === 'offline' ? (
        <Notice tone="warning" title={t`Hors connexion`}>
          <Trans>L’envoi d’un document demande une connexion : reconnectez-vous pour l’envoyer.</Trans>
        </Notice>
      ) : null}
      <div className={grid}>
        {kinds.map((kind) => (
          <DocumentCard
            key={kind}
            kind={kind}
            required={required.includes(kind)}
            current={latestOf(documents, kind)}
            offline={network === 'offline'}
          />
        ))}
      </div>
    </div>
  )
}

function DocumentCard({
  kind,
  required,
  current,
  offline,
}: {
  kind: DocumentKind
  required: boolean
  current: VerificationDocument | undefined
  offline: boolean
}) {
  const { t, i18n } = useLingui()
  const day = useDay()
  const titleId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [expiresOn, setExpiresOn] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [dateProblem, setDateProblem] = useState<string | null>(null)
  const upload = useUploadDocument()
  const remove = useDeleteDocument()
  const endDate = hasEndDate(kind)
  const maxSize = new Intl.NumberFormat(i18n.locale).format(MAX_DOCUMENT_BYTES / (1024 * 1024))

  const problems: Record<DocumentFileProblem, string> = {
    type: t`Ce fichier n’est ni un PDF, ni une photo JPEG, ni une image PNG.`,
    size: t`Ce fichier est trop lourd : ${maxSize} Mo au plus.`,
    empty: t`Ce fichier est vide.`,
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null
    event.currentTarget.value = ''
    if (!chosen) return
    const found = await checkDocumentFile(chosen)
    setProblem(found ? problems[found] : null)
    setFile(found ? null : chosen)
  }

  function send() {
    if (!file || upload.isPending) return
    if (endDate && expiresOn === '') {
      setDateProblem(t`Indiquez la date de fin de validité du document.`)
      return
    }
    setDateProblem(null)
    upload.mutate(
      { kind, file, ...(endDate ? { expiresOn } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message, { duration: ACCOUNT_TOAST_MS })
          setFile(null)
          setExpiresOn('')
        },
        onError: (error) => {
          const fields = serverFieldErrors(error)
          if (fields.expires_on) setDateProblem(fields.expires_on)
          setProblem(
            fields.file ??
              (fields.expires_on
                ? null
                : isApiError(error) && error.status !== 0
                  ? error.message
                  : t`Relève ne répond pas : vérifiez votre connexion.`),
          )
        },
      },
    )
  }

  const withdrawable = current && (current.status === 'pending' || current.status === 'rejected')
  return (
    <Card.Root aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title id={titleId}>{i18n._(kindLabels[kind].title)}</Card.Title>
        <Card.Description>{i18n._(kindLabels[kind].hint)}</Card.Description>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
          {current ? (
            <Badge tone={statusTones[current.status]} size="sm">
              {i18n._(statusLabels[current.status])}
            </Badge>
          ) : (
            <Badge tone="neutral" size="sm">
              <Trans>Pas encore envoyé</Trans>
            </Badge>
          )}
          {required ? (
            <Text as="span" size="small" tone="muted">
              <Trans>Obligatoire</Trans>
            </Text>
          ) : null}
        </div>
        {current ? (
          <Text size="small">
            <a href={ownFileUrl(current.id)} download={current.file_name} className={css({ textDecoration: 'underline' })}>
              {current.file_name}
            </a>
            {current.expires_on ? <> · {t`valable jusqu’au ${day(current.expires_on)}`}</> : null}
          </Text>
        ) : null}
        {current?.status === 'rejected' && current.rejection_reason ? (
          <Notice tone="danger" size="sm" title={t`Motif du refus`}>
            {current.rejection_reason}
          </Notice>
        ) : null}
        {current?.status === 'expired' ? (
          <Notice tone="danger" size="sm">
            <Trans>Ce document n’est plus valable : envoyez le nouveau.</Trans>
          </Notice>
        ) : null}

        <input
          ref={input}
          type="file"
          accept={documentMimeTypes.join(',')}
          aria-label={t`Fichier : ${i18n._(kindLabels[kind].title)}`}
          className={css({ srOnly: true })}
          tabIndex={-1}
          onChange={choose}
        />
        {file ? (
          <Text size="small">
            <Trans>Fichier choisi : {file.name}</Trans>
          </Text>
        ) : null}
        {endDate && file ? (
          <TextField
            type="date"
            label={t`Date de fin de validité`}
            required
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.currentTarget.value)}
            error={dateProblem}
          />
        ) : null}
        {problem ? (
          <Text size="small" tone="danger" role="alert">
            {problem}
          </Text>
        ) : null}
        <Text size="small" tone="muted">
          <Trans>PDF, JPEG ou PNG, {maxSize} Mo au plus. Les métadonnées des photos sont effacées à l’envoi.</Trans>
        </Text>
      </Card.Body>
      <Card.Footer className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {file ? (
          <>
            <Button onClick={send} loading={upload.isPending} disabled={offline}>
              <Trans>Envoyer</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setFile(null)} disabled={upload.isPending}>
              <Trans>Annuler</Trans>
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => input.current?.click()} disabled={offline}>
            {current ? <Trans>Envoyer un nouveau document</Trans> : <Trans>Choisir un fichier</Trans>}
          </Button>
        )}
        {withdrawable && !file ? (
          <Button
            variant="ghost"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(current.id, {
                onSuccess: (answer) => toast.success(answer.message, { duration: ACCOUNT_TOAST_MS }),
                onError: (error) => toast.destructive(isApiError(error) ? error.message : t`Une erreur est survenue.`),
              })
            }
          >
            <Trans>Retirer</Trans>
          </Button>
        ) : null}
      </Card.Footer>
    </Card.Root>
  )
}
