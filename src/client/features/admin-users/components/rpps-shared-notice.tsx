import { Plural } from '@lingui/react/macro'
import { Link as RouterLink } from 'react-router'
import { Link } from '#client/ui/link.tsx'
import { Text } from '#client/ui/text.tsx'
import type { AdminUserDetail } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { adminPaths } from '../paths.ts'

type Holder = NonNullable<AdminUserDetail['nurse']>['rpps_shared_with'][number]

/**
 * A number shared with other live accounts (saved before one account per number,
 * docs/decisions/015): who they are, so that the admin finds out whose it is before validating.
 */
export function RppsSharedNotice({ holders }: { holders: Holder[] }) {
  if (holders.length === 0) return null
  return (
    <div role="note" className={css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '1' })}>
      <Text tone="danger" size="small">
        <Plural
          value={holders.length}
          one="Ce numéro RPPS est aussi celui d’un autre compte : vérifiez auquel il appartient avant de valider."
          other="Ce numéro RPPS est aussi celui de # autres comptes : vérifiez auquel il appartient avant de valider."
        />
      </Text>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', textStyle: 'small' })}>
        {holders.map((holder) => (
          <li key={holder.id}>
            <Link asChild>
              <RouterLink to={adminPaths.user(holder.id)}>{holder.name}</RouterLink>
            </Link>{' '}
            <span className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{holder.email}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
