import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { OpenConversationButton } from '#client/entities/conversation/open-conversation.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { Application, ApplicationAccepted, Replacement } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { ContractLink } from '../contract/contract-link.tsx'
import { ListLoadFailed } from '../list-load-failed.tsx'
import { ConfirmDialog } from '../offer-confirm-dialog.tsx'
import { editOfferUrl } from '../offer-links.ts'
import { useFailureText } from '../offers/my-offers-actions.tsx'
import { useOfflineData } from '../offline-data.ts'
import { ReplacementCard } from '../replacement-card.tsx'
import { ReplacementCardSkeleton } from '../replacement-card-skeleton.tsx'
import { formatInstantDayMonth, formatTime } from '../replacement-dates.ts'
import { AcceptDialog } from './applicants-accept-dialog.tsx'
import { useAcceptApplication, useApplicants, useDeclineApplication } from './applicants-api.ts'
import { ApplicantCard, applicantName } from './applicants-card.tsx'
import { AcceptOutcome } from './applicants-outcome.tsx'
import { useNow } from './applicants-time.ts'
import { AnswerWindow, windowOpen } from './applicants-window.tsx'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
})
const heading = css({ textStyle: 'h3', mb: '3' })

type Decision = { kind: 'accept' | 'decline'; application: Application } | null

/** Pending first (oldest first: the order they came in), then the decided ones, newest first. */
function byDecision(applications: Application[]) {
  const pending = applications.filter((a) => a.status === 'pending').sort((a, b) => a.created_at.localeCompare(b.created_at))
  const accepted = applications.filter((a) => a.status === 'accepted')
  const others = applications
    .filter((a) => a.status === 'declined' || a.status === 'withdrawn')
    .sort((a, b) => (b.decided_at ?? b.created_at).localeCompare(a.decided_at ?? a.created_at))
  return { pending, accepted, others }
}

/**
 * /dashboard/replacements/detail/{id}/list: the applicants of one of the holder's offers, side by
 * side to compare, each accepted (for all their days or some) or declined after a confirmation.
 * An urgent offer shows its answer window; accepting waits for its end.
 */
export function ApplicantsList({ offer }: { offer: Replacement }) {
  const { t, i18n } = useLingui()
  const failure = useFailureText()
  const now = useNow()
  const applications = useApplicants(offer.id)
  const accept = useAcceptApplication(offer.id)
  const decline = useDeclineApplication(offer.id)
  const [decision, setDecision] = useState<Decision>(null)
  const [acceptError, setAcceptError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<{ result: ApplicationAccepted; name: string } | null>(null)
  const { offline, savedAt } = useOfflineData(applications.dataUpdatedAt)
  const all = applications.data?.pages.flatMap((page) => page.applications) ?? []
  const { pending, accepted, others } = byDecision(all)
  const collecting = windowOpen(offer, now)
  const decidable = offer.status === 'published'
  const nameOf = (application: Application) => applicantName(application.applicant, t`Candidat·e`)

  function confirmAccept(dates: string[] | undefined) {
    if (decision?.kind !== 'accept') return
    const { application } = decision
    setAcceptError(undefined)
    accept.mutate(
      { applicationId: application.id, dates },
      {
        onSuccess: (result) => {
          setDecision(null)
          setOutcome({ result, name: nameOf(application) })
          toast.success(t`Candidature acceptée`)
          queueMicrotask(() => document.querySelector<HTMLElement>('[data-accept-outcome]')?.focus())
        },
        onError: (error) => {
          setAcceptError(failure(error))
          toast.destructive(t`La candidature n’a pas été acceptée`)
        },
      },
    )
  }

  function confirmDecline() {
    if (decision?.kind !== 'decline') return
    decline.mutate(
      { applicationId: decision.application.id },
      {
        onSuccess: () => {
          setDecision(null)
          toast.success(t`Candidature refusée`)
        },
        onError: (error) => toast.destructive(t`La candidature n’a pas été refusée`, { description: failure(error) }),
      },
    )
  }

  function actionsFor(application: Application) {
    const name = nameOf(application)
    // Writing to the applicant, while the application is pending or accepted (the messaging).
    const write = <OpenConversationButton applicationId={application.id} name={name} />
    if (application.status === 'accepted')
      return (
        <>
          <ContractLink applicationId={application.id} />
          {write}
        </>
      )
    if (application.status !== 'pending') return undefined
    if (!decidable) return write
    return (
      <>
        <Button
          size="sm"
          disabled={offline || collecting}
          aria-label={t`Accepter ${name}`}
          onClick={() => {
            setAcceptError(undefined)
            setDecision({ kind: 'accept', application })
          }}
        >
          <Trans>Accepter</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={offline}
          aria-label={t`Refuser ${name}`}
          onClick={() => setDecision({ kind: 'decline', application })}
        >
          <Trans>Refuser</Trans>
        </Button>
        {write}
      </>
    )
  }

  function section(title: string, items: Application[], id: string) {
    if (items.length === 0) return null
    return (
      <section aria-labelledby={id}>
        <h2 id={id} className={heading}>
          {title} <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>({items.length})</span>
        </h2>
        <ul className={grid}>
          {items.map((application) => (
            <li key={application.id}>
              <ApplicantCard application={application} offer={offer} actions={actionsFor(application)} />
            </li>
          ))}
        </ul>
      </section>
    )
  }

  const endDay = offer.answer_window_ends_at ? formatInstantDayMonth(i18n.locale, offer.answer_window_ends_at) : ''
  const endTime = offer.answer_window_ends_at ? formatTime(i18n.locale, offer.answer_window_ends_at) : ''

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <OfflineAgeBanner offline={offline} savedAt={applications.data ? savedAt : null}>
        <Trans>Accepter et refuser attendent le retour du réseau.</Trans>
      </OfflineAgeBanner>
      <ReplacementCard
        replacement={offer}
        showStatus
        headingLevel={2}
        actions={
          offer.status === 'draft' || offer.status === 'published' ? (
            <Button asChild size="sm" variant="outline">
              <Link to={editOfferUrl(offer.id)}>
                <Trans>Modifier l’offre</Trans>
              </Link>
            </Button>
          ) : undefined
        }
      />
      <AnswerWindow offer={offer} now={now} offline={offline} />
      {outcome ? <AcceptOutcome outcome={outcome.result} name={outcome.name} /> : null}
      {collecting && pending.length > 0 ? (
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          <Trans>
            Vous pourrez accepter une réponse après le {endDay} à {endTime}, quand toutes seront arrivées.
          </Trans>
        </p>
      ) : null}

      {applications.isPending ? (
        <div aria-busy="true" className={grid}>
          <ReplacementCardSkeleton />
          <ReplacementCardSkeleton />
        </div>
      ) : applications.isError && !applications.data ? (
        <ListLoadFailed
          title={<Trans>Les candidatures n’ont pas pu être chargées</Trans>}
          onRetry={() => void applications.refetch()}
        />
      ) : all.length === 0 ? (
        <SimpleEmptyState
          title={<Trans>Pas encore de candidature</Trans>}
          description={
            offer.status === 'published' ? (
              <Trans>Vous recevrez une notification à chaque nouvelle candidature.</Trans>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className={css({ textStyle: 'small', color: 'fg.muted' })} aria-live="polite">
            <Plural value={all.length} one="# candidature reçue" other="# candidatures reçues" />
          </p>
          {section(t`À examiner`, pending, 'applicants-pending')}
          {section(t`Acceptées`, accepted, 'applicants-accepted')}
          {section(t`Refusées ou retirées`, others, 'applicants-others')}
          {applications.hasNextPage ? (
            <Button
              variant="outline"
              className={css({ alignSelf: 'center' })}
              loading={applications.isFetchingNextPage}
              onClick={() => void applications.fetchNextPage()}
            >
              <Trans>Voir plus</Trans>
            </Button>
          ) : null}
        </>
      )}

      {decision?.kind === 'accept' ? (
        <AcceptDialog
          open
          onOpenChange={(open) => !open && setDecision(null)}
          application={decision.application}
          offer={offer}
          name={nameOf(decision.application)}
          busy={accept.isPending}
          error={acceptError}
          onConfirm={confirmAccept}
        />
      ) : null}
      <ConfirmDialog
        open={decision?.kind === 'decline'}
        onOpenChange={(open) => !open && setDecision(null)}
        title={decision ? <Trans>Refuser la candidature de {nameOf(decision.application)} ?</Trans> : null}
        description={<Trans>La personne sera prévenue. Ce choix ne peut pas être annulé.</Trans>}
        confirmLabel={<Trans>Refuser</Trans>}
        tone="danger"
        busy={decline.isPending}
        onConfirm={confirmDecline}
      />
    </div>
  )
}
