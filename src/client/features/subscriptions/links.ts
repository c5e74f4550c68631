import { paths } from '#shared/paths.ts'

/** The page where a member takes out a plan, the plan chosen beforehand when known. */
export function createSubscriptionUrl(planSlug?: string): string {
  return planSlug ? `${paths.subscriptionsCreate}?${new URLSearchParams({ plan: planSlug })}` : paths.subscriptionsCreate
}
