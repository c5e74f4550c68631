import { CampaignScreen } from '#client/features/admin-mails/components/campaign-screen.tsx'

/**
 * /dashboard/admin/mails/campaigns/create and /{id} (admin guard): write a campaign, save it as a
 * draft, then send it (once) through the outbox. A sent campaign is shown as it went out.
 */
export function Component() {
  return <CampaignScreen />
}
