import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { ListPager, listPage } from '#client/entities/back-office/admin-list.tsx'
import { refusalOf, useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { ListLoadError } from '#client/entities/back-office/list-states.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Drawer from '#client/ui/drawer.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { AlertIcon } from '#client/ui/icons.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { MessageReport } from '#shared/chat.ts'
import { css } from '#styled/css'
import { type CloseStatus, useCloseReport, useMessageReports } from '../api/message-reports.ts'
import {
  REPORTS_PER_PAGE,
  type ReportsState,
  readReportsState,
  reportsApiQuery,
  type StatusFilter,
  writeReportsState,
} from '../url-state.ts'
import { ConversationReader } from './conversation-reader.tsx'
import { ReportCard } from './report-card.tsx'

const filterBar = css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '6' })
const filterLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '&[aria-current="page"]': { bg: 'bg.brandSubtle', borderColor: 'fg.brand', color: 'fg.brand' },
})
const list = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '4xl' })

/** What closing a report means, asked before it is done. */
interface Closing {
  report: MessageReport
  status: CloseStatus
}

function StatusFilters({ state }: { state: ReportsState }) {
  const { t } = useLingui()
  const filters: { status: StatusFilter; label: string }[] = [
    { status: 'open', label: t`Ouverts` },
    { status: 'resolved', label: t`Traités` },
    { status: 'dismissed', label: t`Classés` },
    { status: 'all', label: t`Tous` },
  ]
  return (
    <nav aria-label={t`Statut des signalements`} className={filterBar}>
      {filters.map(({ status, label }) => (
        <RouterLink
          key={status}
          className={filterLink}
          aria-current={state.status === status ? 'page' : undefined}
          to={{ search: `?${writeReportsState({ status, page: 1, reading: null })}` }}
        >
          {label}
        </RouterLink>
      ))}
    </nav>
  )
}

/**
 * /dashboard/admin/reports (admin guard): the messages members reported, the open ones first
 * shown; each can be closed as handled ('Traiter') or as not needing anything ('Classer') after
 * a question, and its whole conversation read in a drawer. The status, the page and the
 * conversation being read are in the address.
 */
export function ReportsScreen() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const state = readReportsState(params)
  const reports = useMessageReports(reportsApiQuery(state))
  const close = useCloseReport()
  const feedback = useAdminFeedback(refusalOf)
  // What the question is about stays while the dialog closes, so its words do not change as it fades.
  const [closing, setClosing] = useState<Closing | null>(null)
  const [asking, setAsking] = useState(false)
  // Once a report is closed its buttons are gone: the focus goes back to the list, not to the page's start.
  const results = useRef<HTMLDivElement>(null)
  const go = (next: ReportsState) => setParams(writeReportsState(next))
  const count = reports.data?.count ?? 0
  const numbers = new Intl.NumberFormat(i18n.locale)

  function confirmClose() {
    if (!closing) return
    const { report, status } = closing
    setAsking(false)
    close.mutate(
      { id: report.id, status },
      {
        onSuccess: () => toast.success(status === 'resolved' ? t`Signalement traité.` : t`Signalement classé.`),
        onError: feedback.saveFailed,
      },
    )
  }

  return (
    <div className={listPage}>
      <Heading level={1}>
        <Trans>Messages signalés</Trans>
      </Heading>
      <Text tone="muted" className={css({ mt: '2', maxW: 'prose' })}>
        <Trans>
          Les messages que des membres ont signalés dans la messagerie. Lisez la conversation, puis traitez le signalement (une
          suite y a été donnée) ou classez-le (rien à faire).
        </Trans>
      </Text>

      <StatusFilters state={state} />

      <Text size="small" tone="muted" aria-live="polite" className={css({ mt: '4', mb: '3' })}>
        {reports.isPending ? t`Chargement…` : t`${numbers.format(count)} signalement(s)`}
      </Text>

      <div ref={results} tabIndex={-1} className={css({ outline: 'none' })}>
        {reports.isError && !reports.data ? (
          <ListLoadError filterRefused={false} retrying={reports.isFetching} onRetry={() => void reports.refetch()} />
        ) : reports.isPending ? (
          <SkeletonText lines={8} />
        ) : count === 0 ? (
          <SimpleEmptyState
            icon={<AlertIcon />}
            title={state.status === 'open' ? t`Aucun signalement à traiter` : t`Aucun signalement`}
          />
        ) : (
          <>
            <ul className={list} aria-busy={reports.isFetching}>
              {reports.data.reports.map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  onClose={(chosen, status) => {
                    setClosing({ report: chosen, status })
                    setAsking(true)
                  }}
                  onRead={(chosen) =>
                    go({ ...state, reading: { conversation: chosen.conversation.id, message: chosen.message.id } })
                  }
                />
              ))}
            </ul>
            <ListPager
              count={count}
              page={state.page}
              perPage={REPORTS_PER_PAGE}
              onPageChange={(page) => go({ ...state, page })}
            />
          </>
        )}
      </div>

      <Dialog.Root
        role="alertdialog"
        open={asking}
        onOpenChange={(details) => setAsking(details.open)}
        finalFocusEl={() => results.current}
      >
        <Dialog.Popup>
          <Dialog.Header>
            <Dialog.Title>
              {closing?.status === 'dismissed'
                ? t`Classer le signalement n° ${closing.report.id} ?`
                : t`Traiter le signalement n° ${closing?.report.id ?? ''} ?`}
            </Dialog.Title>
            <Dialog.Description>
              {closing?.status === 'dismissed'
                ? t`Le message ne demandait rien de plus : le signalement est fermé sans suite.`
                : t`Une suite a été donnée au message (le membre a été contacté, le compte suspendu…) : le signalement est fermé.`}
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setAsking(false)}>
              <Trans>Annuler</Trans>
            </Button>
            <Button onClick={confirmClose}>{closing?.status === 'dismissed' ? t`Classer` : t`Traiter`}</Button>
          </Dialog.Footer>
        </Dialog.Popup>
      </Dialog.Root>

      <Drawer.Root
        open={state.reading !== null}
        onOpenChange={(details) => (details.open ? undefined : go({ ...state, reading: null }))}
      >
        <Drawer.Popup>
          <Drawer.Header>
            <Drawer.Title>{t`Conversation signalée`}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body>
            {state.reading ? (
              <ConversationReader conversationId={state.reading.conversation} messageId={state.reading.message} />
            ) : null}
          </Drawer.Body>
        </Drawer.Popup>
      </Drawer.Root>
    </div>
  )
}
