import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { emptyState } from '#styled/recipes'
import { InboxIcon } from './icons.tsx'

const { withProvider, withContext } = createStyleContext(emptyState)

export const Root = withProvider('section', 'root')
export const Icon = withContext('div', 'icon', { defaultProps: { 'aria-hidden': true } })
export const Title = withContext('h2', 'title')
export const Description = withContext('p', 'description')
export const Actions = withContext('div', 'actions')

export type SimpleEmptyStateProps = Omit<ComponentProps<typeof Root>, 'title'> & {
  title: ReactNode
  description?: ReactNode
  icon?: ReactNode
  /** What to do next (a button or a link): an empty list should always lead somewhere. */
  action?: ReactNode
  /** The heading level that fits the page outline (h2 by default). */
  headingLevel?: 2 | 3 | 4
}

/** "Nothing here yet", and what to do about it. */
export function SimpleEmptyState({ title, description, icon, action, headingLevel = 2, ...props }: SimpleEmptyStateProps) {
  return (
    <Root {...props}>
      <Icon>{icon ?? <InboxIcon />}</Icon>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Actions>{action}</Actions> : null}
    </Root>
  )
}
