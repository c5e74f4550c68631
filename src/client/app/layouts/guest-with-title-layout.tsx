import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useMatches } from 'react-router'
import { Heading } from '#client/ui/heading.tsx'
import { css } from '#styled/css'
import { PublicLayout } from './public-layout.tsx'

const band = css({ bg: 'bg.brandSubtle', borderBottomWidth: '1px', borderColor: 'border.default' })
const bandInner = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '8', md: '12' } })

/**
 * The "guest-with-title" layout (docs/product.md#routes): the public chrome with a title band. The page names its title in
 * its route's `handle.title`.
 */
export function GuestWithTitleLayout() {
  const { i18n } = useLingui()
  const matches = useMatches()
  const title = matches
    .map((match) => (match.handle as { title?: MessageDescriptor } | undefined)?.title)
    .filter((value) => value !== undefined)
    .at(-1)
  return (
    <PublicLayout
      before={
        title ? (
          <div className={band}>
            <div className={bandInner}>
              <Heading level={1}>{i18n._(title)}</Heading>
            </div>
          </div>
        ) : null
      }
    />
  )
}
