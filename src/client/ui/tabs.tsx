import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { createStyleContext } from '#styled/jsx'
import { tabs } from '#styled/recipes'

// Tabs switch between views of the same thing (an offer's details / applicants). Arrow keys move
// between tabs; the list scrolls sideways on narrow screens.

const { withProvider, withContext } = createStyleContext(tabs)

export const Root = withProvider(ArkTabs.Root, 'root')
export const List = withContext(ArkTabs.List, 'list')
export const Trigger = withContext(ArkTabs.Trigger, 'trigger')
export const Content = withContext(ArkTabs.Content, 'content')
export const Indicator = withContext(ArkTabs.Indicator, 'indicator')
