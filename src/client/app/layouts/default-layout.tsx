import { PublicLayout } from './public-layout.tsx'

/** The "default" layout (docs/product.md#routes): the public site (home, legal pages, contact). */
export function DefaultLayout() {
  return <PublicLayout />
}
