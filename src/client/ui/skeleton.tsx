import type { ComponentProps } from 'react'
import { styled } from '#styled/jsx'
import { skeleton } from '#styled/recipes'

const Bone = styled('span', skeleton)

export type SkeletonProps = ComponentProps<typeof Bone>

/**
 * A grey shape standing in for content that is loading. It is hidden from assistive technologies:
 * the region that loads says so with aria-busy="true" (and a status message if it takes long).
 * Under prefers-reduced-motion it does not pulse.
 */
export function Skeleton(props: SkeletonProps) {
  return <Bone aria-hidden="true" {...props} />
}

/** A paragraph's worth of text lines; the last one shorter, as text is. */
export function SkeletonText({ lines = 3, ...props }: SkeletonProps & { lines?: number }) {
  return (
    <styled.span display="flex" flexDirection="column" gap="2" aria-hidden="true" {...props}>
      {Array.from({ length: lines }, (_, index) => (
        // Placeholders are identical and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Bone key={index} shape="text" width={index === lines - 1 && lines > 1 ? '3/5' : 'full'} />
      ))}
    </styled.span>
  )
}
