import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType, ReactNode } from 'react'
import { useParams } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Card from '#client/ui/card.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import type { AdminUserDetail } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useAdminUser } from '../api/user-detail.ts'
import { roleName, statusLabels } from '../labels.ts'
import { AuditHistory } from './audit-history.tsx'
import { BackToUsers } from './back-to-users.tsx'
import { CrmPanel } from './crm-panel.tsx'
import { InlineField } from './inline-field.tsx'
import { RppsSharedNotice } from './rpps-shared-notice.tsx'
import { UserActions } from './user-actions.tsx'
import { UserMails } from './user-mails.tsx'
import { displayName } from './users-table.tsx'

const page = css({ mx: 'auto', maxW: 'content', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })
const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
  gap: '6',
  mt: '6',
  alignItems: 'start',
})
const stack = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '12rem 1fr' },
  gap: '2',
  '& dt': { color: 'fg.muted', fontWeight: 'medium' },
})

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

/**
 * A nurse's verification documents, as a card: the documents feature's, which the route hands
 * down (a feature never imports another, docs/architecture.md#layers).
 */
type NurseDocumentsCard = ComponentType<{ userId: number }>

function Details({ user, self, documents: Documents }: { user: AdminUserDetail; self: boolean; documents?: NurseDocumentsCard }) {
  const { t, i18n } = useLingui()
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' })
  const moment = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' })
  const deleted = user.deleted_at !== null
  const nurse = user.nurse

  return (
    <>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Heading level={1}>{displayName(user)}</Heading>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
          {deleted ? (
            <Badge tone="danger">{t`Supprimé le ${day.format(new Date(user.deleted_at ?? ''))}`}</Badge>
          ) : (
            <Badge tone={user.status === 'active' ? 'success' : user.status === 'pending' ? 'warning' : 'danger'}>
              {i18n._(statusLabels[user.status])}
            </Badge>
          )}
          {user.account_type !== 'user' ? <Badge tone="brand">{t`Administrateur`}</Badge> : null}
          {nurse && user.roles.length > 0 ? (
            nurse.validated_at ? (
              <Badge tone="success">{t`Profil validé le ${day.format(new Date(nurse.validated_at))}`}</Badge>
            ) : (
              <Badge tone="warning">{t`Profil à valider`}</Badge>
            )
          ) : null}
          {user.rpps_shared ? <Badge tone="danger">{t`RPPS en double`}</Badge> : null}
          <Badge tone={user.email_verified_at ? 'neutral' : 'warning'}>
            {user.email_verified_at ? t`E-mail vérifié` : t`E-mail non vérifié`}
          </Badge>
        </div>
        <UserActions user={user} self={self} />
      </div>

      <div className={columns}>
        <div className={stack}>
          <Card.Root>
            <Card.Header>
              <Card.Title>{t`Compte`}</Card.Title>
            </Card.Header>
            <Card.Body>
              <dl className={facts}>
                <Fact label={t`Prénom`}>
                  <InlineField userId={user.id} field="first_name" value={user.first_name} disabled={deleted} />
                </Fact>
                <Fact label={t`Nom`}>
                  <InlineField userId={user.id} field="last_name" value={user.last_name} disabled={deleted} />
                </Fact>
                <Fact label={t`E-mail`}>{user.email}</Fact>
                <Fact label={t`Téléphone`}>
                  <InlineField userId={user.id} field="phone" value={user.phone} disabled={deleted} />
                </Fact>
                <Fact label={t`Rôles`}>{user.roles.map((role) => roleName(role, i18n)).join(', ') || '—'}</Fact>
                <Fact label={t`Adresse`}>
                  {[user.street, [user.postal_code, user.commune_name].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
                    '—'}
                </Fact>
                <Fact label={t`Présentation`}>
                  <InlineField userId={user.id} field="bio" value={user.bio} disabled={deleted} multiline />
                </Fact>
                <Fact label={t`Inscription`}>{moment.format(new Date(user.created_at))}</Fact>
                <Fact label={t`Double authentification`}>{user.two_factor_enabled ? t`Activée` : t`Désactivée`}</Fact>
                <Fact label={t`Charte acceptée`}>
                  {user.charter_accepted_at ? day.format(new Date(user.charter_accepted_at)) : t`Pas encore`}
                </Fact>
              </dl>
            </Card.Body>
          </Card.Root>

          {nurse ? (
            <Card.Root>
              <Card.Header>
                <Card.Title>{t`Profil d’infirmier`}</Card.Title>
                <Card.Description>
                  {t`Vérifiez le numéro RPPS dans l’annuaire santé et les justificatifs avant de valider.`}
                </Card.Description>
              </Card.Header>
              <Card.Body>
                <dl className={facts}>
                  <Fact label={t`Numéro RPPS`}>
                    <InlineField userId={user.id} field="rpps" value={nurse.rpps} disabled={deleted} />
                    {nurse.rpps && !nurse.rpps_valid ? (
                      <Text tone="danger" size="small">{t`Clé de contrôle invalide`}</Text>
                    ) : null}
                    <RppsSharedNotice holders={nurse.rpps_shared_with} />
                  </Fact>
                  <Fact label={t`Année du diplôme`}>{nurse.diploma_year ?? '—'}</Fact>
                  <Fact label={t`Zone d’intervention`}>
                    {nurse.zone_commune_name ? t`${nurse.zone_commune_name}, ${nurse.radius_km} km` : '—'}
                  </Fact>
                  <Fact label={t`Autorisation de remplacement`}>
                    {nurse.replacement_authorisation_expires_on
                      ? t`jusqu’au ${day.format(new Date(`${nurse.replacement_authorisation_expires_on}T12:00:00Z`))}`
                      : '—'}
                  </Fact>
                  <Fact label={t`Nouveaux patients`}>{nurse.accepts_new_patients ? t`Acceptés` : t`Non`}</Fact>
                </dl>
              </Card.Body>
            </Card.Root>
          ) : null}

          {/* Only a nurse profile sends documents: a patient's or an admin's account has none to show. */}
          {nurse && Documents ? <Documents userId={user.id} /> : null}

          <Card.Root>
            <Card.Header>
              <Card.Title>{t`Historique`}</Card.Title>
              <Card.Description>{t`Les actions des administrateurs sur ce compte : qui, quoi, quand, avant → après.`}</Card.Description>
            </Card.Header>
            <Card.Body>
              <AuditHistory userId={user.id} />
            </Card.Body>
          </Card.Root>

          <Card.Root>
            <Card.Header>
              <Card.Title>{t`E-mails`}</Card.Title>
            </Card.Header>
            <Card.Body>
              <UserMails userId={user.id} />
            </Card.Body>
          </Card.Root>
        </div>

        <Card.Root>
          <Card.Header>
            <Card.Title>{t`Suivi`}</Card.Title>
          </Card.Header>
          <Card.Body>
            {/* Keyed on the saved values, so the form starts again from them after a save elsewhere. */}
            <CrmPanel key={JSON.stringify(user.crm)} user={user} />
          </Card.Body>
        </Card.Root>
      </div>
    </>
  )
}

/**
 * /dashboard/admin/users/{id} (admin guard): one account, its actions, its history and mails, and
 * a nurse's verification documents through `documents`.
 */
export function UserDetailScreen({ documents }: { documents?: NurseDocumentsCard } = {}) {
  const { t } = useLingui()
  const params = useParams()
  const id = Number(params.id)
  const valid = Number.isSafeInteger(id) && id > 0
  const user = useAdminUser(valid ? id : 0)
  const current = useCurrentUser()
  const missing = !valid || (isApiError(user.error) && user.error.status === 404)

  return (
    <div className={page} aria-busy={user.isPending}>
      <title>{user.data ? t`${displayName(user.data)} | Utilisateurs | Relève` : t`Utilisateur | Relève`}</title>
      <BackToUsers />
      {missing ? (
        <Text role="alert">
          <Trans>Ce compte n’existe pas.</Trans>
        </Text>
      ) : user.isPending ? (
        <>
          <Text role="status" className={css({ srOnly: true })}>
            <Trans>Chargement du compte…</Trans>
          </Text>
          <SkeletonText lines={8} />
        </>
      ) : user.isError ? (
        <div role="alert" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
          <Text tone="danger">
            <Trans>Le compte n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.</Trans>
          </Text>
          <Button variant="outline" loading={user.isFetching} onClick={() => void user.refetch()}>
            <Trans>Réessayer</Trans>
          </Button>
        </div>
      ) : (
        <Details user={user.data} self={current?.id === user.data.id} documents={documents} />
      )}
    </div>
  )
}
