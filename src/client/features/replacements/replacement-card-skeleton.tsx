import * as Card from '#client/ui/card.tsx'
import { Skeleton, SkeletonText } from '#client/ui/skeleton.tsx'
import { css } from '#styled/css'

/** A card's shape while offers load (the list around it says aria-busy). */
export function ReplacementCardSkeleton() {
  return (
    <Card.Root aria-hidden="true">
      <Card.Header>
        <Skeleton shape="text" className={css({ w: '1/2', h: '6' })} />
        <Skeleton shape="text" className={css({ w: '1/4' })} />
      </Card.Header>
      <Card.Body>
        <SkeletonText lines={3} />
      </Card.Body>
    </Card.Root>
  )
}
