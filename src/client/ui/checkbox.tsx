import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { checkbox } from '#styled/recipes'
import { CheckIcon, MinusIcon } from './icons.tsx'

const { withProvider, withContext } = createStyleContext(checkbox)

export const Root = withProvider(ArkCheckbox.Root, 'root')
export const Control = withContext(ArkCheckbox.Control, 'control')
export const Indicator = withContext(ArkCheckbox.Indicator, 'indicator')
export const Label = withContext(ArkCheckbox.Label, 'label')
export const Group = withProvider(ArkCheckbox.Group, 'group')
export const HiddenInput = ArkCheckbox.HiddenInput

export type RootProps = ComponentProps<typeof Root>

/** A checkbox with its label; the whole row is the touch target. */
export function SimpleCheckbox({ children, ...props }: RootProps & { children: ReactNode }) {
  return (
    <Root {...props}>
      <Control>
        <Indicator>
          <CheckIcon strokeWidth={3} />
        </Indicator>
        <Indicator indeterminate>
          <MinusIcon strokeWidth={3} />
        </Indicator>
      </Control>
      <Label>{children}</Label>
      <HiddenInput />
    </Root>
  )
}
