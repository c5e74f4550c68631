import type { ComponentProps } from 'react'
import { styled } from '#styled/jsx/factory'
import { heading } from '#styled/recipes/heading'

const BaseHeading = styled('h2', heading)

type Level = 1 | 2 | 3 | 4 | 5 | 6

export type HeadingProps = Omit<ComponentProps<typeof BaseHeading>, 'as'> & {
  /** The outline level (h1…h6). The look follows `size`, which defaults to the level's style. */
  level?: Level
}

const sizeForLevel = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h4', 6: 'h4' } as const

/** A heading whose level (document outline) and size (look) are chosen separately. */
export function Heading({ level = 2, size, ...props }: HeadingProps) {
  return <BaseHeading as={`h${level}`} size={size ?? sizeForLevel[level]} {...props} />
}
