import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Text } from '#client/ui/text.tsx'
import type { AuditEntry } from '#shared/audit.ts'
import { css } from '#styled/css'

const item = css({ borderLeftWidth: '2px', borderColor: 'border.default', pl: '3' })
const change = css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted', wordBreak: 'break-word' })

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Admin actions on a record (an offer, an account), newest first: who, what, when, before → after. */
export function AuditEntries({
  entries,
  labels,
  empty,
}: {
  entries: AuditEntry[]
  labels: Record<string, MessageDescriptor>
  empty: string
}) {
  const { t, i18n } = useLingui()
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  if (entries.length === 0) return <Text tone="muted">{empty}</Text>
  return (
    <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-label={t`Historique des actions`}>
      {entries.map((entry) => {
        const before = (entry.before ?? {}) as Record<string, unknown>
        const after = (entry.after ?? {}) as Record<string, unknown>
        const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
        const label = labels[entry.action]
        return (
          <li key={entry.id} className={item}>
            <p>
              <strong>{label ? i18n._(label) : entry.action}</strong>
              {' — '}
              {entry.actor ? entry.actor.name : t`le système`}
              {', '}
              <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
            </p>
            {keys.length > 0 ? (
              <ul className={change}>
                {keys.map((key) => (
                  <li key={key}>
                    {key} : {entry.before === null ? '' : `${show(before[key])} → `}
                    {show(after[key])}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
