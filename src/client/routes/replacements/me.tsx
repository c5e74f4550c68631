import { useSearchParams } from 'react-router'
import { isMyOffersTab, type MyOffersTab } from '#client/features/replacements/offer-links.ts'
import { MyOffersScreen } from '#client/features/replacements/offers/my-offers-screen.tsx'

/** /dashboard/replacements/me: the holder's offers (docs/product.md#routes). The tab is in the address (?tab=). */
export function Component() {
  const [search, setSearch] = useSearchParams()
  const asked = search.get('tab')
  const tab: MyOffersTab = isMyOffersTab(asked) ? asked : 'published'
  return <MyOffersScreen tab={tab} onTabChange={(next) => setSearch({ tab: next }, { replace: true })} />
}
