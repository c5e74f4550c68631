import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import type { AuditEntry } from '#shared/audit.ts'
import { css } from '#styled/css'
import { useUserAudit } from '../api/user-detail.ts'
import { actionLabels } from '../labels.ts'

const list = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const item = css({ borderLeftWidth: '2px', borderColor: 'border.default', pl: '3' })
const change = css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted', wordBreak: 'break-word' })

function labelOf(action: string, i18n: ReturnType<typeof useLingui>['i18n']): string {
  const label = actionLabels[action]
  return label ? i18n._(label) : action
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/** before → after, one line per field that changed. */
function Changes({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>
  const after = (entry.after ?? {}) as Record<string, unknown>
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  if (keys.length === 0) return null
  return (
    <ul className={change}>
      {keys.map((key) => (
        <li key={key}>
          {key} : {entry.before === null ? '' : `${show(before[key])} → `}
          {show(after[key])}
        </li>
      ))}
    </ul>
  )
}

/** What admins did to the account, newest first: who, what, when, before → after. */
export function AuditHistory({ userId }: { userId: number }) {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const audit = useUserAudit(userId, page)
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })

  if (audit.isPending) return <SkeletonText lines={4} />
  if (audit.isError)
    return (
      <Text tone="danger" role="alert">
        <Trans>L’historique n’a pas pu être chargé.</Trans>
      </Text>
    )
  if (audit.data.count === 0)
    return (
      <Text tone="muted">
        <Trans>Aucune action d’administration sur ce compte.</Trans>
      </Text>
    )
  const pages = Math.ceil(audit.data.count / 15)
  return (
    <div>
      <ol className={list} aria-label={t`Historique des actions`}>
        {audit.data.entries.map((entry) => (
          <li key={entry.id} className={item}>
            <p>
              <strong>{labelOf(entry.action, i18n)}</strong>
              {' — '}
              {entry.actor ? entry.actor.name : t`le système`}
              {', '}
              <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
            </p>
            <Changes entry={entry} />
          </li>
        ))}
      </ol>
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
