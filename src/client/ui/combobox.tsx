import { type CollectionItem, createListCollection, useListCollection } from '@ark-ui/react/collection'
import { Combobox as ArkCombobox } from '@ark-ui/react/combobox'
import { useFilter } from '@ark-ui/react/locale'
import { Portal } from '@ark-ui/react/portal'
import { useLingui } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { combobox } from '#styled/recipes'
import { CheckIcon, ChevronDownIcon, CloseIcon } from './icons.tsx'
import { assertNoEmptyItemValue, type Option, SELECT_EDGE_MARGIN_PX } from './select.tsx'

const { withProvider, withContext } = createStyleContext(combobox)

const StyledRoot = withProvider(ArkCombobox.Root, 'root')
export type RootProps<T extends CollectionItem> = ArkCombobox.RootProps<T> &
  Omit<ComponentProps<typeof StyledRoot>, keyof ArkCombobox.RootProps<T>>
// The style context drops Ark's item generic; this restores it for typed collections.
export const Root = StyledRoot as <T extends CollectionItem>(props: RootProps<T>) => ReactNode
export const Label = withContext(ArkCombobox.Label, 'label')
export const Control = withContext(ArkCombobox.Control, 'control')
export const Input = withContext(ArkCombobox.Input, 'input')
export const Trigger = withContext(ArkCombobox.Trigger, 'trigger')
export const ClearTrigger = withContext(ArkCombobox.ClearTrigger, 'clearTrigger')
export const Positioner = withContext(ArkCombobox.Positioner, 'positioner')
export const Content = withContext(ArkCombobox.Content, 'content')
export const Item = withContext(ArkCombobox.Item, 'item')
export const ItemText = withContext(ArkCombobox.ItemText, 'itemText')
export const ItemIndicator = withContext(ArkCombobox.ItemIndicator, 'itemIndicator')
export const Empty = withContext(ArkCombobox.Empty, 'empty')
export { createListCollection, useListCollection }

export type SimpleComboboxProps = {
  label: ReactNode
  items: Option[]
  placeholder?: string
  value?: string[]
  defaultValue?: string[]
  onValueChange?: (value: string[]) => void
  multiple?: boolean
  disabled?: boolean
  invalid?: boolean
  required?: boolean
  name?: string
}

/**
 * A text box that filters a list as you type (communes, care types…). Matching ignores case and
 * accents ("ile" finds "Île-de-France"), in French collation.
 */
export function SimpleCombobox({ label, items, placeholder, onValueChange, ...props }: SimpleComboboxProps) {
  const { t } = useLingui()
  const { contains } = useFilter({ sensitivity: 'base', locale: 'fr-FR' })
  const { collection, filter } = useListCollection({ initialItems: items, filter: contains })
  assertNoEmptyItemValue(createListCollection({ items }))
  return (
    <Root
      collection={collection}
      onInputValueChange={(details) => filter(details.inputValue)}
      onValueChange={(details) => onValueChange?.(details.value)}
      positioning={{ overflowPadding: SELECT_EDGE_MARGIN_PX, sameWidth: true, gutter: 4 }}
      {...props}
    >
      <Label>{label}</Label>
      <Control>
        <Input placeholder={placeholder} />
        <ClearTrigger aria-label={t`Effacer`}>
          <CloseIcon />
        </ClearTrigger>
        <Trigger aria-label={t`Afficher les choix`}>
          <ChevronDownIcon />
        </Trigger>
      </Control>
      <Portal>
        <Positioner>
          <Content>
            <Empty>{t`Aucun résultat`}</Empty>
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
    </Root>
  )
}
