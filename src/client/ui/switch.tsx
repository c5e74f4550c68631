import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { switchRecipe } from '#styled/recipes'

const { withProvider, withContext } = createStyleContext(switchRecipe)

export const Root = withProvider(ArkSwitch.Root, 'root')
export const Control = withContext(ArkSwitch.Control, 'control')
export const Thumb = withContext(ArkSwitch.Thumb, 'thumb')
export const Label = withContext(ArkSwitch.Label, 'label')
// Ark's hidden input is a plain checkbox; role="switch" makes screen readers say "on/off".
export function HiddenInput(props: ComponentProps<typeof ArkSwitch.HiddenInput>) {
  return <ArkSwitch.HiddenInput role="switch" {...props} />
}

export type RootProps = ComponentProps<typeof Root>

/** An on/off setting that applies at once (notifications, availability). Use a checkbox in forms. */
export function SimpleSwitch({ children, ...props }: RootProps & { children: ReactNode }) {
  return (
    <Root {...props}>
      <Control>
        <Thumb />
      </Control>
      <Label>{children}</Label>
      <HiddenInput />
    </Root>
  )
}
