import { UserDetailScreen } from '#client/features/admin-users/components/user-detail-screen.tsx'
import { UserDocumentsCard } from '#client/features/documents/components/user-documents-card.tsx'

/**
 * /dashboard/admin/users/{id} (admin guard): one account, its actions, its history and mails, and
 * for a nurse her verification documents (the documents feature's card, composed here).
 */
export function Component() {
  return <UserDetailScreen documents={UserDocumentsCard} />
}
