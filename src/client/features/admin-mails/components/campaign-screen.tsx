import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { generatePath, useNavigate, useParams } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { AdminRecordUnavailable } from '#client/entities/back-office/admin-record-page.tsx'
import { useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { ConfirmAction } from '#client/entities/back-office/confirm-action.tsx'
import { useLeaveOnDelete } from '#client/entities/back-office/use-leave-on-delete.ts'
import { Button } from '#client/ui/button.tsx'
import { Text } from '#client/ui/text.tsx'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useCampaign, useDeleteCampaign, useSaveCampaign, useSendCampaign } from '../api/campaigns.ts'
import { CampaignForm, emptyCampaign } from './campaign-form.tsx'

const campaignsTab = `${paths.adminMails}?tab=campaigns`

/**
 * /dashboard/admin/mails/campaigns/create and /{id} (admin guard): write a campaign, save it as a
 * draft, then send it (once) through the outbox. A sent campaign is shown as it went out.
 */
export function CampaignScreen() {
  const { t, i18n } = useLingui()
  const params = useParams()
  const id = params.id === undefined ? null : Number(params.id)
  const navigate = useNavigate()
  const campaign = useCampaign(id)
  const save = useSaveCampaign(id)
  const send = useSendCampaign()
  const remove = useDeleteCampaign()
  const feedback = useAdminFeedback()
  const leaveOnDelete = useLeaveOnDelete(campaignsTab)
  const back = { backTo: campaignsTab, backLabel: <Trans>Campagnes</Trans> }

  if (id !== null && (campaign.isPending || campaign.isError))
    return (
      <AdminRecordUnavailable
        loading={campaign.isPending}
        title={<Trans>Campagne</Trans>}
        lines={8}
        failure={<Trans>Cette campagne n’a pas pu être chargée (elle a peut-être été supprimée).</Trans>}
        {...back}
      />
    )

  const data = campaign.data
  const sent = data?.status === 'sent'
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))

  const actions =
    data && !sent ? (
      <div className={css({ display: 'flex', gap: '2' })}>
        <ConfirmAction
          trigger={
            <Button>
              <Trans>Envoyer</Trans>
            </Button>
          }
          title={t`Envoyer « ${data.subject} » ?`}
          description={
            <Trans>
              La campagne part aux destinataires comptés sur la page, par la file d’envoi. Elle ne pourra plus être modifiée ni
              envoyée une seconde fois.
            </Trans>
          }
          confirmLabel={<Trans>Envoyer maintenant</Trans>}
          pending={send.isPending}
          onConfirm={() => send.mutate(data.id, { onSuccess: feedback.saved, onError: feedback.saveFailed })}
        />
        <Button variant="ghost" loading={remove.isPending} onClick={() => remove.mutate(data.id, leaveOnDelete)}>
          <Trans>Supprimer le brouillon</Trans>
        </Button>
      </div>
    ) : undefined

  return (
    <AdminPage title={data ? data.subject : <Trans>Nouvelle campagne</Trans>} actions={actions} {...back}>
      <title>{data ? t`${data.subject} | Campagnes | Relève` : t`Nouvelle campagne | Campagnes | Relève`}</title>
      {sent && data ? (
        <Text className={css({ mb: '6' })}>
          {data.sent_at ? t`Envoyée le ${format(data.sent_at)}.` : null}{' '}
          <Plural value={data.recipients_count} one="# destinataire." other="# destinataires." />
        </Text>
      ) : null}
      <CampaignForm
        key={data?.updated_at ?? 'new'}
        initial={data ? { subject: data.subject, body: data.body, segment: data.segment } : emptyCampaign}
        pending={save.isPending}
        readOnly={sent}
        onSubmit={(input, fail) =>
          save.mutate(input, {
            onSuccess: (saved) => {
              feedback.saved()
              if (id === null) void navigate(generatePath(paths.adminCampaign, { id: String(saved.id) }))
            },
            onError: feedback.saveFailedFor(fail),
          })
        }
      />
    </AdminPage>
  )
}
