import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { Button } from '#client/ui/button.tsx'
import { PlusIcon } from '#client/ui/icons.tsx'
import * as Tabs from '#client/ui/tabs.tsx'
import { mailSortFields } from '#shared/admin-mails.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useResendMail } from '../api/mails.ts'
import { CampaignsList } from './campaigns-list.tsx'
import { MailPreview } from './mail-preview.tsx'
import { type MailFilters, MailsTable } from './mails-table.tsx'

const filterKeys = ['status', 'template', 'recipient', 'from', 'to'] as const

function filtersFrom(params: URLSearchParams): MailFilters {
  const filters: MailFilters = { page: Math.max(1, Number(params.get('page')) || 1) }
  for (const key of filterKeys) {
    const value = params.get(key)
    if (value) filters[key] = value
  }
  const sort = params.get('sort')
  if (sort && (mailSortFields as readonly string[]).includes(sort)) filters.sort = sort as MailFilters['sort']
  const direction = params.get('direction')
  if (direction === 'asc' || direction === 'desc') filters.direction = direction
  return filters
}

/**
 * /dashboard/admin/mails (admin guard): every mail of the outbox, filtered (the filters and page
 * live in the address), one opened in a sandboxed preview and sent again; and the campaigns.
 */
export function MailsScreen() {
  const [params, setParams] = useSearchParams()
  const [open, setOpen] = useState<string | null>(null)
  const resend = useResendMail()
  const feedback = useAdminFeedback()
  const tab = params.get('tab') === 'campaigns' ? 'campaigns' : 'outbox'
  const filters = filtersFrom(params)

  const setFilters = (next: MailFilters) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(next))
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) search.set(key, String(value))
    setParams(search)
  }
  const createCampaign = (
    <Button asChild>
      <Link to={paths.adminCampaignCreate}>
        <PlusIcon />
        <Trans>Nouvelle campagne</Trans>
      </Link>
    </Button>
  )

  return (
    <AdminPage
      title={<Trans>E-mails</Trans>}
      backTo={paths.admin}
      backLabel={<Trans>Administration</Trans>}
      actions={tab === 'campaigns' ? createCampaign : undefined}
    >
      <Tabs.Root value={tab} onValueChange={(details) => setParams(details.value === 'campaigns' ? { tab: 'campaigns' } : {})}>
        <Tabs.List>
          <Tabs.Trigger value="outbox">
            <Trans>Envois</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="campaigns">
            <Trans>Campagnes</Trans>
          </Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="outbox" className={css({ pt: '6' })}>
          <MailsTable key={params.toString()} filters={filters} onChange={setFilters} onOpen={setOpen} />
        </Tabs.Content>
        <Tabs.Content value="campaigns" className={css({ pt: '6' })}>
          <CampaignsList createAction={createCampaign} />
        </Tabs.Content>
      </Tabs.Root>
      <MailPreview
        id={open}
        onClose={() => setOpen(null)}
        resending={resend.isPending}
        onResend={(id) =>
          resend.mutate(id, {
            onSuccess: () => {
              feedback.saved()
              setOpen(null)
            },
            onError: feedback.saveFailed,
          })
        }
      />
    </AdminPage>
  )
}
