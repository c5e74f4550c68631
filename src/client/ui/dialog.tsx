import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useLingui } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { dialog } from '#styled/recipes'
import { IconButton } from './icon-button.tsx'
import { CloseIcon } from './icons.tsx'

// A modal dialog: focus is trapped inside, Escape and a click outside close it, focus returns to
// the trigger. On phones it rises from the bottom edge; from sm up it is centred.

const { withRootProvider, withContext } = createStyleContext(dialog)

export const Root = withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } })
export const Trigger = withContext(ArkDialog.Trigger, 'trigger')
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDialog.Positioner, 'positioner')
export const Content = withContext(ArkDialog.Content, 'content')
export const Title = withContext(ArkDialog.Title, 'title')
export const Description = withContext(ArkDialog.Description, 'description')
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')
export const Header = withContext('div', 'header')
export const Body = withContext('div', 'body')
export const Footer = withContext('div', 'footer')

/** The close button in the top corner, labelled "Fermer". */
export function CloseButton() {
  const { t } = useLingui()
  return (
    <CloseTrigger asChild>
      <IconButton aria-label={t`Fermer`}>
        <CloseIcon />
      </IconButton>
    </CloseTrigger>
  )
}

/** Portal, backdrop, positioner, content and close button in one: put Header/Body/Footer inside. */
export function Popup({ children, ...props }: ComponentProps<typeof Content> & { children: ReactNode }) {
  return (
    <Portal>
      <Backdrop />
      <Positioner>
        <Content {...props}>
          {children}
          <CloseButton />
        </Content>
      </Positioner>
    </Portal>
  )
}
