import { paths } from '#shared/paths.ts'

/** The subscriptions back office's addresses, with the ids filled in. */
export const adminSubscriptionPaths = {
  plans: paths.adminPlans,
  list: paths.adminSubscriptions,
  detail: (id: number) => paths.adminSubscription.replace(':id', String(id)),
  user: (id: number) => paths.adminUser.replace(':id', String(id)),
}
