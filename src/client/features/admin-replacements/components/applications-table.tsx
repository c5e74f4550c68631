import { useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from 'react-router'
import { Badge } from '#client/ui/badge.tsx'
import { Link } from '#client/ui/link.tsx'
import * as Table from '#client/ui/table.tsx'
import type { AdminApplication } from '#shared/admin-replacements.ts'
import { css } from '#styled/css'
import { applicationStatusLabels, personName } from '../labels.ts'

const tones = { pending: 'warning', accepted: 'success', declined: 'neutral', withdrawn: 'neutral' } as const

/** The applications of an offer with their applicants (RPPS validation, days asked, message). */
export function ApplicationsTable({
  applications,
  userPath,
  caption,
}: {
  applications: AdminApplication[]
  userPath: (id: number) => string
  caption: string
}) {
  const { t, i18n } = useLingui()
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeZone: 'UTC' })
  return (
    <Table.ScrollArea aria-label={caption}>
      <Table.Root>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.Header>{t`Candidat`}</Table.Header>
            <Table.Header>{t`Statut`}</Table.Header>
            <Table.Header>{t`RPPS`}</Table.Header>
            <Table.Header>{t`Jours demandés`}</Table.Header>
            <Table.Header>{t`Message`}</Table.Header>
            <Table.Header>{t`Envoyée le`}</Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {applications.map((application) => (
            <Table.Row key={application.id}>
              <Table.Cell>
                <div className={css({ display: 'flex', flexDirection: 'column' })}>
                  <Link asChild className={css({ fontWeight: 'semibold' })}>
                    <RouterLink to={userPath(application.applicant.id)}>{personName(application.applicant)}</RouterLink>
                  </Link>
                  <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{application.applicant.email}</span>
                </div>
              </Table.Cell>
              <Table.Cell>
                <Badge tone={tones[application.status]} size="sm">
                  {i18n._(applicationStatusLabels[application.status])}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                {application.applicant.rpps ?? '—'}
                {application.applicant.rpps
                  ? application.applicant.validated_at
                    ? ` · ${t`validé`}`
                    : ` · ${t`à valider`}`
                  : ''}
              </Table.Cell>
              <Table.Cell>
                {application.dates
                  ? application.dates.map((value) => day.format(new Date(`${value}T00:00:00Z`))).join(', ')
                  : t`Tous les jours`}
              </Table.Cell>
              <Table.Cell className={css({ maxW: '80', whiteSpace: 'pre-wrap', wordBreak: 'break-word' })}>
                {application.message || '—'}
              </Table.Cell>
              <Table.Cell>{when.format(new Date(application.created_at))}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
