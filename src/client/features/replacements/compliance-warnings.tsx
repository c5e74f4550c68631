import { useLingui } from '@lingui/react/macro'
import { Notice } from '#client/ui/notice.tsx'
import type { ComplianceWarning } from '#shared/replacements.ts'
import { css } from '#styled/css'

const list = css({ display: 'flex', flexDirection: 'column', gap: '2' })

/**
 * "Points de vigilance": the warnings the server found about a replacement (authorisation,
 * non-compete), never blocking; after an accept and on the contract. Nothing when there is none.
 */
export function ComplianceWarnings({ warnings }: { warnings: readonly ComplianceWarning[] }) {
  const { t } = useLingui()
  if (warnings.length === 0) return null
  return (
    <ul aria-label={t`Points de vigilance`} className={list}>
      {warnings.map((warning) => (
        <Notice key={warning.code} as="li" tone="warning" role="none" size="sm">
          {warning.message}
        </Notice>
      ))}
    </ul>
  )
}
