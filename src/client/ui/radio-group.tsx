import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { radioGroup } from '#styled/recipes'
import type { Option } from './select.tsx'

const { withProvider, withContext } = createStyleContext(radioGroup)

export const Root = withProvider(ArkRadioGroup.Root, 'root')
export const Label = withContext(ArkRadioGroup.Label, 'label')
export const Item = withContext(ArkRadioGroup.Item, 'item')
export const ItemControl = withContext(ArkRadioGroup.ItemControl, 'itemControl')
export const ItemText = withContext(ArkRadioGroup.ItemText, 'itemText')
export const ItemHiddenInput = ArkRadioGroup.ItemHiddenInput

export type RootProps = ComponentProps<typeof Root>

/** A labelled group of radio buttons, one per option. */
export function SimpleRadioGroup({ label, items, ...props }: RootProps & { label: ReactNode; items: Option[] }) {
  return (
    <Root {...props}>
      <Label>{label}</Label>
      {items.map((item) => (
        <Item key={item.value} value={item.value} disabled={item.disabled}>
          <ItemControl />
          <ItemText>{item.label}</ItemText>
          <ItemHiddenInput />
        </Item>
      ))}
    </Root>
  )
}
