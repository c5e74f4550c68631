import type { ReactNode } from 'react'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { AdminPage } from './admin-page.tsx'

/**
 * A back-office record's page before its record is there: the frame with a skeleton while it
 * loads, or the reason it could not be loaded.
 */
export function AdminRecordUnavailable({
  loading,
  title,
  lines,
  failure,
  backTo,
  backLabel,
}: {
  loading: boolean
  title: ReactNode
  /** How many lines the skeleton shows, about what the page will hold. */
  lines: number
  failure: ReactNode
  backTo: string
  backLabel: ReactNode
}) {
  if (loading)
    return (
      <AdminPage title={title} busy backTo={backTo} backLabel={backLabel}>
        <SkeletonText lines={lines} />
      </AdminPage>
    )
  return (
    <AdminPage title={title} backTo={backTo} backLabel={backLabel}>
      <Text role="alert" tone="danger">
        {failure}
      </Text>
    </AdminPage>
  )
}
