import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { tooltip } from '#styled/recipes'

/** docs/product.md#constants: a tooltip opens after 700 ms of hover or focus. */
export const TOOLTIP_OPEN_DELAY_MS = 700
/**
 * docs/product.md#constants: the 300 ms "skip delay". Ark keeps a closing tooltip current for its close delay, and a
 * tooltip opened meanwhile skips its open delay: moving from one trigger to the next within 300 ms
 * shows the next tooltip at once.
 */
export const TOOLTIP_CLOSE_DELAY_MS = 300

const { withRootProvider, withContext } = createStyleContext(tooltip)

export const Root = withRootProvider(ArkTooltip.Root, {
  defaultProps: { openDelay: TOOLTIP_OPEN_DELAY_MS, closeDelay: TOOLTIP_CLOSE_DELAY_MS, lazyMount: true, unmountOnExit: true },
})
export const Trigger = withContext(ArkTooltip.Trigger, 'trigger')
export const Positioner = withContext(ArkTooltip.Positioner, 'positioner')
export const Content = withContext(ArkTooltip.Content, 'content')
export const Arrow = withContext(ArkTooltip.Arrow, 'arrow')
export const ArrowTip = withContext(ArkTooltip.ArrowTip, 'arrowTip')

export type RootProps = ComponentProps<typeof Root>

/**
 * A short hint on a control that already has a name (a tooltip is never the only label). The
 * child must be focusable; it becomes the trigger.
 */
export function SimpleTooltip({ content, children, ...props }: RootProps & { content: ReactNode; children: ReactNode }) {
  return (
    <Root {...props}>
      <Trigger asChild>{children}</Trigger>
      <Portal>
        <Positioner>
          <Content>
            <Arrow>
              <ArrowTip />
            </Arrow>
            {content}
          </Content>
        </Positioner>
      </Portal>
    </Root>
  )
}
