import { Trans, useLingui } from '@lingui/react/macro'
import { statusLabels, statusTones } from '#client/entities/back-office/mail-status-labels.ts'
import { Badge } from '#client/ui/badge.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import * as Table from '#client/ui/table.tsx'
import { Text } from '#client/ui/text.tsx'
import type { AdminMailStatus } from '#shared/admin-mails.ts'
import { useUserMails } from '../api/user-detail.ts'

/** Every mail the platform sent to the account's address (the outbox), newest first. */
export function UserMails({ userId }: { userId: number }) {
  const { t, i18n } = useLingui()
  const mails = useUserMails(userId)
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })

  if (mails.isPending) return <SkeletonText lines={3} />
  if (mails.isError)
    return (
      <Text tone="danger" role="alert">
        <Trans>Les e-mails n’ont pas pu être chargés.</Trans>
      </Text>
    )
  if (mails.data.length === 0)
    return (
      <Text tone="muted">
        <Trans>Aucun e-mail envoyé à cette adresse.</Trans>
      </Text>
    )
  return (
    <Table.ScrollArea aria-label={t`E-mails envoyés`}>
      <Table.Root>
        <Table.Head>
          <Table.Row>
            <Table.Header>{t`Date`}</Table.Header>
            <Table.Header>{t`Objet`}</Table.Header>
            <Table.Header>{t`État`}</Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {mails.data.map((mail) => (
            <Table.Row key={mail.id}>
              <Table.Cell>
                <time dateTime={mail.created_at}>{when.format(new Date(mail.created_at))}</time>
              </Table.Cell>
              <Table.Cell whiteSpace="normal">{mail.subject}</Table.Cell>
              <Table.Cell>
                <Badge
                  size="sm"
                  tone={Object.hasOwn(statusTones, mail.status) ? statusTones[mail.status as AdminMailStatus] : 'neutral'}
                >
                  {Object.hasOwn(statusLabels, mail.status) ? i18n._(statusLabels[mail.status as AdminMailStatus]) : mail.status}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
