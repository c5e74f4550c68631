import { type CollectionItem, createListCollection, type ListCollection } from '@ark-ui/react/collection'
import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect } from '@ark-ui/react/select'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { select } from '#styled/recipes'
import { CheckIcon, ChevronDownIcon } from './icons.tsx'

/** The list keeps 10 px from the viewport's edges (docs/product.md#constants). */
export const SELECT_EDGE_MARGIN_PX = 10

const { withProvider, withContext } = createStyleContext(select)

const StyledRoot = withProvider(ArkSelect.Root, 'root')
export const Label = withContext(ArkSelect.Label, 'label')
export const Control = withContext(ArkSelect.Control, 'control')
export const Trigger = withContext(ArkSelect.Trigger, 'trigger')
export const ValueText = withContext(ArkSelect.ValueText, 'valueText')
export const Indicator = withContext(ArkSelect.Indicator, 'indicator')
export const Positioner = withContext(ArkSelect.Positioner, 'positioner')
export const Content = withContext(ArkSelect.Content, 'content')
export const Item = withContext(ArkSelect.Item, 'item')
export const ItemText = withContext(ArkSelect.ItemText, 'itemText')
export const ItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator')
export const HiddenSelect = ArkSelect.HiddenSelect
export { createListCollection, type ListCollection }

/**
 * An item's value (docs/product.md#validation) may not be empty (an empty value cannot be told apart from "nothing
 * chosen"; use the placeholder or a clear button for that).
 */
export function assertNoEmptyItemValue<T extends CollectionItem>(collection: ListCollection<T>) {
  const empty = collection.items.find((item) => collection.getItemValue(item) === '')
  if (empty === undefined) return
  const message = `A select item must not have an empty value (docs/product.md#validation): ${JSON.stringify(empty)}`
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') throw new Error(message)
  console.error(message)
}

export type RootProps<T extends CollectionItem> = ArkSelect.RootProps<T> &
  Omit<ComponentProps<typeof StyledRoot>, keyof ArkSelect.RootProps<T>>

export function Root<T extends CollectionItem>({ positioning, ...props }: RootProps<T>) {
  assertNoEmptyItemValue(props.collection)
  // The style context drops Ark's item generic; this restores it for typed collections.
  const Styled = StyledRoot as (p: RootProps<T>) => ReactNode
  return (
    <Styled positioning={{ overflowPadding: SELECT_EDGE_MARGIN_PX, sameWidth: true, gutter: 4, ...positioning }} {...props} />
  )
}

export type Option = { label: string; value: string; disabled?: boolean }

export type SimpleSelectProps = Omit<RootProps<Option>, 'collection' | 'children'> & {
  label: ReactNode
  items: Option[]
  placeholder?: string
}

/** The everyday single select: a label, a trigger showing the choice, and the list in a portal. */
export function SimpleSelect({ label, items, placeholder, ...props }: SimpleSelectProps) {
  const collection = createListCollection({ items })
  return (
    <Root collection={collection} {...props}>
      <Label>{label}</Label>
      <Control>
        <Trigger>
          <ValueText placeholder={placeholder} />
          <Indicator>
            <ChevronDownIcon />
          </Indicator>
        </Trigger>
      </Control>
      <Portal>
        <Positioner>
          <Content>
            {/* Items sit directly in the listbox: Ark's List part is focusable, which hides
                the options from the listbox for assistive technologies (axe aria-required-children). */}
            {collection.items.map((item) => (
              <Item key={item.value} item={item}>
                <ItemText>{item.label}</ItemText>
                <ItemIndicator>
                  <CheckIcon />
                </ItemIndicator>
              </Item>
            ))}
          </Content>
        </Positioner>
      </Portal>
      <HiddenSelect />
    </Root>
  )
}
