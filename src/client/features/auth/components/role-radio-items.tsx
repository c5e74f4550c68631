import { Trans, useLingui } from '@lingui/react/macro'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import { nurseRoles } from '#shared/user-access.ts'
import { roleLabels } from '../role-labels.ts'

/** "Vous êtes" and one radio per nurse role, inside a RadioGroup.Root: the quick registration, the waiting list. */
export function RoleRadioItems() {
  const { i18n } = useLingui()
  return (
    <>
      <RadioGroup.Label>
        <Trans>Vous êtes</Trans>
      </RadioGroup.Label>
      {nurseRoles.map((value) => (
        <RadioGroup.Item key={value} value={value}>
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>{i18n._(roleLabels[value].label)}</RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </>
  )
}
