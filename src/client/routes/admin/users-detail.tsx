import { UserDetailScreen } from '#client/features/admin-users/components/user-detail-screen.tsx'

/** /dashboard/admin/users/{id} (admin guard): one account, its actions, its history and mails. */
export function Component() {
  return <UserDetailScreen />
}
