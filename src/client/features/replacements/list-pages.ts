/** The largest page the API gives; lists of one's own offers or applicants rarely need a second. */
export const PAGE_SIZE = 50

interface Page {
  count: number
}

/** The next page of an infinite list, while the pages shown hold fewer items than the count. */
export function nextPage<T extends Page>(items: (page: T) => unknown[]) {
  return (last: T, pages: T[]) => {
    const shown = pages.reduce((sum, page) => sum + items(page).length, 0)
    return shown < last.count && items(last).length > 0 ? pages.length + 1 : undefined
  }
}
