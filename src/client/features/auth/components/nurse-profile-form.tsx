import { useLingui } from '@lingui/react/macro'
import { NurseProfileForm as Form } from '#client/entities/nurse/nurse-profile-form.tsx'
import type { OwnNurse } from '#shared/nurse.ts'
import type { User } from '#shared/user.ts'
import { authErrorMessage } from '../auth-messages.ts'

export interface NurseProfileFormProps {
  nurse: NonNullable<User['nurse']>
  /** Questions for replacement nurses: the authorisation's expiry, urgent alerts. */
  replacing: boolean
  /** The "accepts new patients" question of the public search. */
  askPatients: boolean
  onSaved: (nurse: OwnNurse, message: string) => Promise<void>
}

/** The welcome screen's profile form: the nurse entity's form, in the onboarding's words. */
export function NurseProfileForm({ nurse, replacing, askPatients, onSaved }: NurseProfileFormProps) {
  const { i18n } = useLingui()
  return (
    <Form
      nurse={nurse}
      variant="onboarding"
      replacing={replacing}
      askUrgent={replacing}
      askPatients={askPatients}
      message={(code) => {
        const text = authErrorMessage(code)
        return typeof text === 'string' ? text : i18n._(text)
      }}
      onSaved={(answer) => onSaved(answer.nurse, answer.message)}
    />
  )
}
