import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from 'react-router'
import { Badge } from '#client/ui/badge.tsx'
import * as Card from '#client/ui/card.tsx'
import { Link } from '#client/ui/link.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { VisuallyHidden } from '#client/ui/visually-hidden.tsx'
import type { VerificationDocument } from '#shared/documents.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { adminFileUrl } from '../api/documents.ts'
import { useUserDocuments } from '../api/user-documents.ts'
import { documentDay } from '../document-day.ts'
import { kindLabels, statusLabels, statusTones } from '../labels.ts'

const list = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  pb: '4',
  borderBottomWidth: 'thin',
  borderColor: 'border.default',
  _last: { pb: '0', borderBottomWidth: '0' },
})
const titleRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '4', mt: '1', fontSize: 'sm' })

/**
 * The « Justificatifs » card of an admin's page of a nurse (/dashboard/admin/users/{id}): each of
 * her verification documents with its status, end date, refusal reason and sending date; a pending
 * one links to its review, and each downloads through the admins' file route, which audits every
 * reading (docs/decisions/018).
 */
export function UserDocumentsCard({ userId }: { userId: number }) {
  const { t } = useLingui()
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t`Justificatifs`}</Card.Title>
        <Card.Description>{t`Les documents envoyés par ce membre, du plus récent au plus ancien. Chaque téléchargement est enregistré.`}</Card.Description>
      </Card.Header>
      <Card.Body>
        <UserDocuments userId={userId} />
      </Card.Body>
    </Card.Root>
  )
}

function UserDocuments({ userId }: { userId: number }) {
  const query = useUserDocuments(userId)
  if (query.isPending) return <SkeletonText lines={3} />
  if (query.isError)
    return (
      <Text tone="danger" role="alert">
        <Trans>Les justificatifs n’ont pas pu être chargés.</Trans>
      </Text>
    )
  if (query.data.documents.length === 0)
    return (
      <Text tone="muted">
        <Trans>Aucun justificatif envoyé.</Trans>
      </Text>
    )
  return (
    <ul className={list}>
      {query.data.documents.map((document) => (
        <DocumentItem key={document.id} document={document} />
      ))}
    </ul>
  )
}

function DocumentItem({ document }: { document: VerificationDocument }) {
  const { t, i18n } = useLingui()
  const day = (value: string) => documentDay(i18n.locale, value)
  const kind = i18n._(kindLabels[document.kind].title)
  const sent = day(document.created_at)
  const reason = document.status === 'rejected' ? document.rejection_reason : null
  return (
    <li className={item}>
      <div className={titleRow}>
        <Text as="span" className={css({ fontWeight: 'semibold' })}>
          {kind}
        </Text>
        <Badge size="sm" tone={statusTones[document.status]}>
          {i18n._(statusLabels[document.status])}
        </Badge>
      </div>
      <Text size="small" tone="muted">
        <Trans>Envoi du {sent}</Trans>
        {document.expires_on ? <> · {t`valable jusqu’au ${day(document.expires_on)}`}</> : null}
      </Text>
      {reason ? (
        <Text size="small">
          <Trans>Motif du refus : {reason}</Trans>
        </Text>
      ) : null}
      <div className={actions}>
        {document.status === 'pending' ? (
          <Link asChild>
            <RouterLink to={`${paths.adminDocuments}?id=${document.id}`}>
              <Trans>Vérifier</Trans>
              <VisuallyHidden> {t`${kind}, envoi du ${sent}`}</VisuallyHidden>
            </RouterLink>
          </Link>
        ) : null}
        <Link href={adminFileUrl(document.id, true)} download={document.file_name}>
          <Trans>Télécharger</Trans>
          <VisuallyHidden> {t`${kind}, envoi du ${sent}`}</VisuallyHidden>
        </Link>
      </div>
    </li>
  )
}
