import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SimpleAvatar } from '#client/ui/avatar.tsx'
import { Badge } from '#client/ui/badge.tsx'
import * as Card from '#client/ui/card.tsx'
import { BadgeIcon, CalendarIcon, MapPinIcon, ShieldIcon, UserIcon } from '#client/ui/icons.tsx'
import { Notice } from '#client/ui/notice.tsx'
import type { Applicant, ApplicantRppsStatus, Application, Replacement } from '#shared/replacements.ts'
import { offerDays } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { ContactDetails } from '../contact-details.tsx'
import { applicationStatusLabels, applicationStatusTones, type StatusTone } from '../labels.ts'
import { chosenDaysText, formatDateTime, formatDay, formatDistance } from '../replacement-dates.ts'

const rppsLabels: Record<ApplicantRppsStatus, MessageDescriptor> = {
  validated: msg`RPPS vérifié`,
  pending: msg`RPPS en cours de vérification`,
  missing: msg`RPPS non renseigné`,
}
const rppsTones: Record<ApplicantRppsStatus, StatusTone> = { validated: 'success', pending: 'warning', missing: 'danger' }

const fact = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  textStyle: 'small',
  '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0', color: 'fg.muted' },
})

export function applicantName(applicant: Pick<Applicant, 'first_name' | 'last_name'> | undefined, fallback: string): string {
  const name = [applicant?.first_name, applicant?.last_name].filter(Boolean).join(' ').trim()
  return name === '' ? fallback : name
}

export interface ApplicantCardProps {
  application: Application
  offer: Replacement
  /** Accept and decline, when the application can still be decided. */
  actions?: ReactNode
  headingLevel?: 2 | 3 | 4
}

/** One applicant, laid out for comparing: who, how experienced, how far, their days, their message. */
export function ApplicantCard({ application, offer, actions, headingLevel = 3 }: ApplicantCardProps) {
  const { t, i18n } = useLingui()
  const applicant = application.applicant
  const name = applicantName(applicant, t`Candidat·e`)
  // The server's compliance check, computed now: what accepting them would warn about.
  const warnings = application.warnings ?? []
  const allDays = offerDays(offer)
  const days = application.dates && application.dates.length > 0 ? application.dates : null
  const expires = applicant?.replacement_authorisation_expires_on
  const total = allDays.length
  const chosenCount = days?.length ?? 0
  const listedDays = days && days.length < total ? chosenDaysText(i18n.locale, days) : null
  const chosen = listedDays ? `${listedDays.listed}${listedDays.more > 0 ? ` +${listedDays.more}` : ''}` : null

  return (
    <Card.Root data-application-id={application.id}>
      <Card.Header className={css({ flexDirection: 'row', alignItems: 'center', gap: '3' })}>
        <SimpleAvatar name={name} src={applicant?.profil_url} size="lg" />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
          <Card.Title as={`h${headingLevel}`}>{name}</Card.Title>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
            <Badge size="sm" tone={applicationStatusTones[application.status]}>
              {i18n._(applicationStatusLabels[application.status])}
            </Badge>
            {applicant ? (
              <Badge size="sm" tone={rppsTones[applicant.rpps_status]}>
                <BadgeIcon />
                {i18n._(rppsLabels[applicant.rpps_status])}
              </Badge>
            ) : null}
          </div>
        </div>
      </Card.Header>
      <Card.Body>
        <p className={fact}>
          <UserIcon />
          <span>
            {applicant?.experience_years != null && applicant.diploma_year != null ? (
              <Trans>
                {applicant.experience_years} ans d’expérience (diplôme en {applicant.diploma_year})
              </Trans>
            ) : (
              <Trans>Expérience non indiquée</Trans>
            )}
          </span>
        </p>
        <p className={fact}>
          <MapPinIcon />
          <span>
            {applicant?.distance_km != null ? (
              <Trans>à {formatDistance(i18n.locale, applicant.distance_km)} km de votre cabinet</Trans>
            ) : (
              <Trans>Distance inconnue (pas de commune de rattachement)</Trans>
            )}
          </span>
        </p>
        <p className={fact}>
          <ShieldIcon />
          <span>
            {expires ? (
              <Trans>Autorisation de remplacement valable jusqu’au {formatDay(i18n.locale, expires)}</Trans>
            ) : (
              <Trans>Autorisation de remplacement non renseignée</Trans>
            )}
          </span>
        </p>
        <p className={fact}>
          <CalendarIcon />
          <span>
            {chosen ? (
              <Trans>
                Disponible {chosenCount} jours sur {total} : {chosen}
              </Trans>
            ) : (
              <Trans>Disponible tous les jours de l’offre</Trans>
            )}
          </span>
        </p>
        {applicant?.contact ? (
          <ContactDetails name={name} contact={applicant.contact} headingLevel={(headingLevel + 1) as 3 | 4 | 5} />
        ) : null}
        {application.message.trim() !== '' ? (
          <blockquote
            className={css({
              p: '3',
              borderInlineStartWidth: '3px',
              borderColor: 'border.default',
              bg: 'bg.muted',
              borderRadius: 'sm',
              textStyle: 'small',
              whiteSpace: 'pre-line',
            })}
          >
            {application.message}
          </blockquote>
        ) : null}
        {warnings.length > 0 ? (
          <ul aria-label={t`Points de vigilance`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {warnings.map((item) => (
              <Notice key={item.code} as="li" tone="warning" role="none" size="sm">
                {item.message}
              </Notice>
            ))}
          </ul>
        ) : null}
        <p className={css({ textStyle: 'caption', color: 'fg.muted' })}>
          <Trans>Candidature du {formatDateTime(i18n.locale, application.created_at)}</Trans>
        </p>
      </Card.Body>
      {actions ? (
        <Card.Footer className={css({ justifyContent: 'flex-start', flexWrap: 'wrap', gap: '2' })}>{actions}</Card.Footer>
      ) : null}
    </Card.Root>
  )
}
