import { useParams } from 'react-router'
import { ContractScreen } from '#client/features/replacements/contract/contract-screen.tsx'
import { css, cx } from '#styled/css'
import { page } from './page-style.ts'

// On paper the contract takes the whole page.
const printed = css({ _print: { p: '0', maxW: 'none' } })

/** /dashboard/replacements/contract/:id (an application's id). */
export function Component() {
  const id = Number(useParams().id)
  return (
    <div className={cx(page, printed)}>
      <ContractScreen key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />
    </div>
  )
}
