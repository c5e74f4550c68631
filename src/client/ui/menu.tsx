import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { menu } from '#styled/recipes'

// A menu of actions (not of navigation links: use links for those). Arrow keys move, typing jumps
// to an item, Escape closes and focus returns to the trigger.

const { withRootProvider, withContext } = createStyleContext(menu)

export const Root = withRootProvider(ArkMenu.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } })
export const Trigger = withContext(ArkMenu.Trigger, 'trigger')
export const Indicator = withContext(ArkMenu.Indicator, 'indicator')
export const Positioner = withContext(ArkMenu.Positioner, 'positioner')
export const Content = withContext(ArkMenu.Content, 'content')
export const Item = withContext(ArkMenu.Item, 'item')
export const ItemText = withContext(ArkMenu.ItemText, 'itemText')
export const ItemIndicator = withContext(ArkMenu.ItemIndicator, 'itemIndicator')
export const ItemGroup = withContext(ArkMenu.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel')
export const CheckboxItem = withContext(ArkMenu.CheckboxItem, 'item')
export const RadioItemGroup = withContext(ArkMenu.RadioItemGroup, 'itemGroup')
export const RadioItem = withContext(ArkMenu.RadioItem, 'item')
export const Separator = withContext(ArkMenu.Separator, 'separator')

/** Portal, positioner and content in one. */
export function Popup({ children, ...props }: ComponentProps<typeof Content> & { children: ReactNode }) {
  return (
    <Portal>
      <Positioner>
        <Content {...props}>{children}</Content>
      </Positioner>
    </Portal>
  )
}
