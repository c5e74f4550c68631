import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from 'react-router'
import { AttachmentView } from '#client/entities/conversation/attachment-view.tsx'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Card from '#client/ui/card.tsx'
import { Link } from '#client/ui/link.tsx'
import type { ConversationParty, MessageReport } from '#shared/chat.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import type { CloseStatus } from '../api/message-reports.ts'
import { contextLabel, partyLabel, partyPath, senderParty, statusLabels } from '../labels.ts'

const quote = css({
  borderLeftWidth: '4px',
  borderLeftColor: 'border.default',
  bg: 'bg.muted',
  borderRadius: 'md',
  px: '4',
  py: '3',
  // The member's text, as text (React escapes it), its line breaks kept, long words broken.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' },
  columnGap: '4',
  rowGap: '1',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted', fontWeight: 'medium' },
  '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
})
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })

const statusTone = { open: 'warning', resolved: 'success', dismissed: 'neutral' } as const

/** A member (or the team) by name, linked to their page in the back office when they have one. */
export function PartyName({ party }: { party: ConversationParty }) {
  const { i18n } = useLingui()
  const label = partyLabel(i18n, party)
  const to = partyPath(party)
  if (!to) return <>{label}</>
  return (
    <Link asChild>
      <RouterLink to={to}>{label}</RouterLink>
    </Link>
  )
}

/**
 * One report: the message as its author wrote it, who wrote it and who reported it (each linked to
 * their account), why, when, and what the conversation is about; closing it, and reading the whole
 * conversation.
 */
export function ReportCard({
  report,
  onClose,
  onRead,
}: {
  report: MessageReport
  onClose: (report: MessageReport, status: CloseStatus) => void
  onRead: (report: MessageReport) => void
}) {
  const { t, i18n } = useLingui()
  const moment = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const { message, conversation } = report
  const sender = senderParty(conversation.parties, message.sender)
  const context = conversation.context
  const headingId = `report-${report.id}`

  return (
    <li>
      <Card.Root aria-labelledby={headingId}>
        <Card.Header>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            <Card.Title as="h2" id={headingId}>{t`Signalement n° ${report.id}`}</Card.Title>
            <Badge tone={statusTone[report.status]}>{i18n._(statusLabels[report.status])}</Badge>
          </div>
          <Card.Description>
            {t`Signalé le ${moment.format(new Date(report.created_at))}`}
            {report.closed_at ? ` · ${t`fermé le ${moment.format(new Date(report.closed_at))}`}` : null}
          </Card.Description>
        </Card.Header>
        <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <figure className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <blockquote className={quote}>
              {message.erased ? (
                <em className={css({ color: 'fg.muted' })}>
                  <Trans>Message effacé : le compte de son auteur a été supprimé.</Trans>
                </em>
              ) : (
                <>
                  {message.attachment ? <AttachmentView attachment={message.attachment} /> : null}
                  {message.body}
                </>
              )}
            </blockquote>
            <figcaption className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {sender ? <PartyName party={sender} /> : <Trans>Auteur inconnu</Trans>}
              {' · '}
              <time dateTime={message.created_at}>{moment.format(new Date(message.created_at))}</time>
            </figcaption>
          </figure>
          <dl className={facts}>
            <dt>{t`Signalé par`}</dt>
            <dd>
              <PartyName party={report.reporter} />
            </dd>
            <dt>{t`Motif`}</dt>
            <dd className={css({ whiteSpace: 'pre-wrap' })}>{report.reason}</dd>
            <dt>{t`Conversation`}</dt>
            <dd>
              <Trans>
                <PartyName party={conversation.parties[0]} /> et <PartyName party={conversation.parties[1]} />
              </Trans>
              <br />
              {context.kind === 'application' || context.kind === 'invitation' ? (
                <Link asChild>
                  <RouterLink to={paths.adminReplacement.replace(':id', String(context.replacement_id))}>
                    {contextLabel(i18n, context)}
                  </RouterLink>
                </Link>
              ) : (
                contextLabel(i18n, context)
              )}
            </dd>
          </dl>
        </Card.Body>
        <Card.Footer className={actions}>
          <Button variant="outline" aria-describedby={headingId} onClick={() => onRead(report)}>
            <Trans>Lire la conversation</Trans>
          </Button>
          {report.status === 'open' ? (
            <>
              <Button aria-describedby={headingId} onClick={() => onClose(report, 'resolved')}>
                <Trans>Traiter</Trans>
              </Button>
              <Button variant="outline" aria-describedby={headingId} onClick={() => onClose(report, 'dismissed')}>
                <Trans>Classer</Trans>
              </Button>
            </>
          ) : null}
        </Card.Footer>
      </Card.Root>
    </li>
  )
}
