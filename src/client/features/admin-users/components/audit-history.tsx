import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { AuditEntries } from '#client/entities/back-office/audit-entries.tsx'
import { Button } from '#client/ui/button.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
import { useUserAudit } from '../api/user-detail.ts'
import { actionLabels } from '../labels.ts'

/** What admins did to the account, newest first: who, what, when, before → after. */
export function AuditHistory({ userId }: { userId: number }) {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const audit = useUserAudit(userId, page)

  if (audit.isPending) return <SkeletonText lines={4} />
  if (audit.isError)
    return (
      <Text tone="danger" role="alert">
        <Trans>L’historique n’a pas pu être chargé.</Trans>
      </Text>
    )
  const entries = (
    <AuditEntries entries={audit.data.entries} labels={actionLabels} empty={t`Aucune action d’administration sur ce compte.`} />
  )
  if (audit.data.count === 0) return entries
  const pages = Math.ceil(audit.data.count / 15)
  return (
    <div>
      {entries}
      {pages > 1 ? (
        <div className={css({ display: 'flex', gap: '2', mt: '3', alignItems: 'center' })}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Plus récentes</Trans>
          </Button>
          <Text size="small" tone="muted">{t`Page ${page} sur ${pages}`}</Text>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <Trans>Plus anciennes</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  )
}
