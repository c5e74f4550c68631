import { useLingui } from '@lingui/react/macro'
import { WarningIcon } from '#client/ui/icons.tsx'
import type { ComplianceWarning } from '#shared/replacements.ts'
import { css } from '#styled/css'

const list = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const item = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'md',
  bg: 'bg.warningSubtle',
  textStyle: 'small',
  '& svg': { w: '5', h: '5', flexShrink: '0', mt: '0.5', color: 'fg.warning' },
})

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
        <li key={warning.code} className={item}>
          <WarningIcon aria-hidden="true" />
          <span>{warning.message}</span>
        </li>
      ))}
    </ul>
  )
}
