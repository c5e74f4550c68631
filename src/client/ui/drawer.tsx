import { Drawer as ArkDrawer } from '@ark-ui/react/drawer'
import { Portal } from '@ark-ui/react/portal'
import { useLingui } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { drawer } from '#styled/recipes'
import { IconButton } from './icon-button.tsx'
import { CloseIcon } from './icons.tsx'

// Ark's drawer: a modal sheet that follows the finger. By default it is a bottom sheet (swipe down
// to close), the natural place for a thumb on a phone; `swipeDirection="right"` makes a side panel
// (navigation on large screens). Escape, the close button and a tap on the backdrop close it too.

const { withRootProvider, withContext } = createStyleContext(drawer)

export const Root = withRootProvider(ArkDrawer.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } })
export const Trigger = withContext(ArkDrawer.Trigger, 'trigger')
export const Backdrop = withContext(ArkDrawer.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDrawer.Positioner, 'positioner')
export const Content = withContext(ArkDrawer.Content, 'content')
export const Grabber = withContext(ArkDrawer.Grabber, 'grabber')
export const GrabberIndicator = withContext(ArkDrawer.GrabberIndicator, 'grabberIndicator')
export const Title = withContext(ArkDrawer.Title, 'title')
export const CloseTrigger = withContext(ArkDrawer.CloseTrigger, 'closeTrigger')
export const Header = withContext('div', 'header')
export const Body = withContext('div', 'body')
export const Footer = withContext('div', 'footer')

/** Portal, backdrop, sheet with its grab handle and close button: put Header/Body/Footer inside. */
export function Popup({ children, ...props }: ComponentProps<typeof Content> & { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Portal>
      <Backdrop />
      <Positioner>
        <Content {...props}>
          <Grabber>
            <GrabberIndicator />
          </Grabber>
          {children}
          <CloseTrigger asChild>
            <IconButton aria-label={t`Fermer`}>
              <CloseIcon />
            </IconButton>
          </CloseTrigger>
        </Content>
      </Positioner>
    </Portal>
  )
}
