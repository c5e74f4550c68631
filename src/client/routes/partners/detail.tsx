import { useParams } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { DetailScreen } from '#client/features/partner-listings/components/detail-screen.tsx'
import { nurseRoles } from '#shared/user-access.ts'
import { page } from './page-style.ts'

/** /dashboard/partners/:id. */
export function Component() {
  const user = useCurrentUser()
  const id = Number(useParams().id)
  return (
    <div className={page}>
      <DetailScreen
        key={id}
        id={Number.isInteger(id) && id > 0 ? id : 0}
        viewerId={user?.id ?? null}
        canRespond={nurseRoles.some((role) => user?.roles.includes(role))}
      />
    </div>
  )
}
