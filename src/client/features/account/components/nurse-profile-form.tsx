import { Trans, useLingui } from '@lingui/react/macro'
import { NurseProfileForm as Form } from '#client/entities/nurse/nurse-profile-form.tsx'
import { Text } from '#client/ui/text.tsx'
import type { User } from '#shared/user.ts'
import { useRefreshCurrentUser } from '../api/adopt-user.ts'
import { useFormFeedback } from '../form-feedback.ts'
import { validationMessage } from '../validation-messages.ts'
import { AuthorisationNotice } from './authorisation-notice.tsx'

/** Settings › Profil infirmier: the nurse entity's form, in the settings' words, toasts for the outcome. */
export function NurseProfileForm({ user }: { user: User }) {
  const { i18n } = useLingui()
  const feedback = useFormFeedback()
  // The answer carries the nurse, not the user: the user is asked again.
  const refresh = useRefreshCurrentUser()

  if (!user.nurse) {
    return (
      <Text tone="muted">
        <Trans>Votre compte n’a pas de profil infirmier.</Trans>
      </Text>
    )
  }
  return (
    <Form
      nurse={user.nurse}
      variant="settings"
      replacing={user.roles.includes('remplacant')}
      askUrgent
      askPatients
      message={(code) => i18n._(validationMessage(code))}
      afterSave={refresh}
      onSaved={feedback.saved}
      onFailed={feedback.failed}
      expiryNotice={(expiresOn) => <AuthorisationNotice expiresOn={expiresOn} />}
    />
  )
}
