import { AddressForm } from '#client/features/account/components/address-form.tsx'
import { AvailabilityForm } from '#client/features/account/components/availability-form.tsx'
import { AvatarForm } from '#client/features/account/components/avatar-form.tsx'
import { DataPanel } from '#client/features/account/components/data-panel.tsx'
import { InformationForm } from '#client/features/account/components/information-form.tsx'
import { NurseProfileForm } from '#client/features/account/components/nurse-profile-form.tsx'
import { PasswordForm } from '#client/features/account/components/password-form.tsx'
import { SecurityPanel } from '#client/features/account/components/security-panel.tsx'
import { CalendarFeedPanel } from '#client/features/calendar/calendar-feed-panel.tsx'
import { DocumentsPanel } from '#client/features/documents/components/documents-panel.tsx'
import { RolesPanel } from '#client/features/roles/components/roles-panel.tsx'
import { NotificationGrid } from '#client/features/settings/components/notification-grid.tsx'
import { PreferencesForm } from '#client/features/settings/components/preferences-form.tsx'
import { PushDevicesPanel } from '#client/features/settings/components/push-devices-panel.tsx'
import { SettingsScreen } from '#client/features/settings/components/settings-screen.tsx'
import type { SettingsSectionId } from '#client/features/settings/settings-sections.ts'
import type { User } from '#shared/user.ts'

/**
 * The open section's content: the settings page composes the account, roles, calendar and
 * settings features, so this switch lives in the route (a feature never imports another).
 */
function SettingsPanel({ section, user }: { section: SettingsSectionId; user: User }) {
  switch (section) {
    case 'information':
      return <InformationForm user={user} />
    case 'address':
      return <AddressForm user={user} />
    case 'password':
      return <PasswordForm user={user} />
    case 'photo':
      return <AvatarForm user={user} />
    case 'nurse':
      return <NurseProfileForm user={user} />
    case 'documents':
      return <DocumentsPanel />
    case 'availability':
      return <AvailabilityForm user={user} />
    case 'roles':
      return <RolesPanel />
    case 'preferences':
      return <PreferencesForm />
    case 'notifications':
      return (
        <>
          <NotificationGrid user={user} />
          <PushDevicesPanel />
        </>
      )
    case 'calendar':
      return <CalendarFeedPanel />
    case 'security':
      return <SecurityPanel user={user} />
    case 'data':
      return <DataPanel user={user} />
  }
}

/** /dashboard/settings (dashboard layout, members: the guard is in app/routes.tsx). */
export function Component() {
  return <SettingsScreen panel={(section, user) => <SettingsPanel section={section} user={user} />} />
}
