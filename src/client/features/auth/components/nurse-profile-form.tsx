import { NurseProfileForm as Form } from '#client/entities/nurse/nurse-profile-form.tsx'
import type { OwnNurse } from '#shared/nurse.ts'
import type { User } from '#shared/user.ts'
import { useAuthTexts } from './use-auth-texts.ts'

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
  const texts = useAuthTexts()
  return (
    <Form
      nurse={nurse}
      variant="onboarding"
      replacing={replacing}
      askUrgent={replacing}
      askPatients={askPatients}
      message={texts.message}
      onSaved={(answer) => onSaved(answer.nurse, answer.message)}
    />
  )
}
