import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { generatePath, Link } from 'react-router'
import { Badge } from '#client/ui/badge.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { SimplePagination } from '#client/ui/pagination.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import * as Table from '#client/ui/table.tsx'
import { Text } from '#client/ui/text.tsx'
import { ADMIN_MAILS_PER_PAGE } from '#shared/admin-mails.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useCampaigns } from '../api/campaigns.ts'

/** The campaigns, newest first: drafts to finish, and those sent with how many they reached. */
export function CampaignsList({ createAction }: { createAction: React.ReactNode }) {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const campaigns = useCampaigns(page)
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

  if (campaigns.isPending) return <SkeletonText lines={4} />
  if (campaigns.isError)
    return (
      <Text role="alert" tone="danger">
        <Trans>Les campagnes n’ont pas pu être chargées. Vérifiez votre connexion puis réessayez.</Trans>
      </Text>
    )
  if (campaigns.data.count === 0)
    return (
      <SimpleEmptyState
        title={<Trans>Aucune campagne</Trans>}
        description={<Trans>Écrivez aux membres qui ont choisi de recevoir les nouvelles de Relève.</Trans>}
        action={createAction}
      />
    )
  return (
    <>
      <Table.ScrollArea aria-label={t`Campagnes`}>
        <Table.Root>
          <Table.Head>
            <Table.Row>
              <Table.Header>
                <Trans>Objet</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>État</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Destinataires</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Créée</Trans>
              </Table.Header>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {campaigns.data.campaigns.map((campaign) => (
              <Table.Row key={campaign.id}>
                <Table.Cell>
                  <Link
                    to={generatePath(paths.adminCampaign, { id: String(campaign.id) })}
                    className={css({ color: 'fg.brand', textDecoration: 'underline', fontWeight: 'medium' })}
                  >
                    {campaign.subject}
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  {campaign.status === 'sent' ? (
                    <Badge size="sm" tone="success">
                      {campaign.sent_at ? t`Envoyée le ${format(campaign.sent_at)}` : t`Envoyée`}
                    </Badge>
                  ) : (
                    <Badge size="sm">
                      <Trans>Brouillon</Trans>
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {campaign.status === 'sent' ? (
                    <Plural value={campaign.recipients_count} one="# destinataire" other="# destinataires" />
                  ) : (
                    '—'
                  )}
                </Table.Cell>
                <Table.Cell>
                  {campaign.created_by
                    ? t`${format(campaign.created_at)} par ${campaign.created_by.name}`
                    : format(campaign.created_at)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {campaigns.data.count > ADMIN_MAILS_PER_PAGE ? (
        <SimplePagination
          className={css({ mt: '4' })}
          count={campaigns.data.count}
          pageSize={ADMIN_MAILS_PER_PAGE}
          defaultPage={page}
          onPageChange={(details) => setPage(details.page)}
        />
      ) : null}
    </>
  )
}
