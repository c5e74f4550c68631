import { currentUserPort } from '#client/entities/session/current-user-port.tsx'
import { availabilityMutationDefaults } from '#client/features/availability/api/availability-api.ts'
import { chatMutationDefaults } from '#client/features/chat/api/chat-queue.ts'
import { contactMutationDefaults } from '#client/features/contact/api/send-contact-message.ts'
import { registerNotificationMutations } from '#client/features/notifications/api/notifications-api.ts'
import { partnerListingMutationDefaults } from '#client/features/partner-listings/api/listing-queue.ts'
import { replacementMutationDefaults } from '#client/features/replacements/applications/apply-api.ts'
import { offerDraftMutationDefaults } from '#client/features/replacements/offers/offer-api.ts'
import { registerNotificationPreferencesMutations } from '#client/features/settings/api/notification-preferences.ts'
import { registerUserSettingsMutations } from '#client/features/settings/api/user-settings.ts'
import type { MutationDefaultsRegistration } from '#client/lib/query-client.ts'

/**
 * Every feature whose mutations must survive a reload while offline lists its registration here:
 * a function of the QueryClient that sets the defaults (mutationFn, retry, scope) of its mutation
 * keys. They are registered before the persisted cache is restored, so restored paused mutations
 * find their mutationFn (docs/offline.md).
 */
export const mutationDefaults: MutationDefaultsRegistration[] = [
  contactMutationDefaults,
  (client) => registerNotificationPreferencesMutations(client, currentUserPort(client)),
  (client) => registerUserSettingsMutations(client, currentUserPort(client)),
  registerNotificationMutations,
  replacementMutationDefaults,
  offerDraftMutationDefaults,
  chatMutationDefaults,
  availabilityMutationDefaults,
  partnerListingMutationDefaults,
]
