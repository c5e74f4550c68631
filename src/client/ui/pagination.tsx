import { Pagination as ArkPagination } from '@ark-ui/react/pagination'
import { useLingui } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import { createStyleContext } from '#styled/jsx'
import { pagination } from '#styled/recipes'
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx'

/** docs/product.md#constants: lists show 10 items per page unless told otherwise. */
export const PAGINATION_DEFAULT_PAGE_SIZE = 10

const { withProvider, withContext } = createStyleContext(pagination)

/** Ark's root, its controlled page named `currentPage`: Panda takes a `page` prop for the CSS property. */
function PageRoot({ currentPage, ...props }: ArkPagination.RootProps & { currentPage?: number }) {
  return <ArkPagination.Root page={currentPage} {...props} />
}

export const Root = withProvider(PageRoot, 'root', {
  defaultProps: { defaultPageSize: PAGINATION_DEFAULT_PAGE_SIZE, siblingCount: 1 },
})
export const List = withContext('div', 'list')
export const Item = withContext(ArkPagination.Item, 'item')
export const Ellipsis = withContext(ArkPagination.Ellipsis, 'ellipsis')
export const PrevTrigger = withContext(ArkPagination.PrevTrigger, 'prevTrigger')
export const NextTrigger = withContext(ArkPagination.NextTrigger, 'nextTrigger')
export const Summary = withContext('p', 'summary')
export const Context = ArkPagination.Context

export type RootProps = ComponentProps<typeof Root>

export function usePaginationTranslations(): NonNullable<RootProps['translations']> {
  const { t } = useLingui()
  return {
    rootLabel: t`Pagination`,
    firstTriggerLabel: t`Première page`,
    prevTriggerLabel: t`Page précédente`,
    nextTriggerLabel: t`Page suivante`,
    lastTriggerLabel: t`Dernière page`,
    itemLabel: ({ page, totalPages }) => t`Page ${page} sur ${totalPages}`,
  }
}

/**
 * Previous / pages / next, with "11–20 sur 45" under it. `count` is the number of items;
 * `pageSize` defaults to 10.
 */
export function SimplePagination(props: RootProps) {
  const { t } = useLingui()
  const translations = usePaginationTranslations()
  return (
    <Root translations={translations} {...props}>
      <Context>
        {(api) => {
          const from = api.pageRange.start + 1
          const to = Math.min(api.pageRange.end, api.count)
          const total = api.count
          return (
            <>
              <List>
                <PrevTrigger>
                  <ChevronLeftIcon />
                </PrevTrigger>
                {api.pages.map((page, index) =>
                  page.type === 'page' ? (
                    <Item key={page.value} {...page}>
                      {page.value}
                    </Item>
                  ) : (
                    // Ellipses have no identity but their place.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Ellipsis key={`ellipsis-${index}`} index={index}>
                      …
                    </Ellipsis>
                  ),
                )}
                <NextTrigger>
                  <ChevronRightIcon />
                </NextTrigger>
              </List>
              {total > 0 ? <Summary>{t`${from}–${to} sur ${total}`}</Summary> : null}
            </>
          )
        }}
      </Context>
    </Root>
  )
}
