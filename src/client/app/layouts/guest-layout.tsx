import { PublicLayout } from './public-layout.tsx'

/** The "guest" layout (docs/product.md#routes): pages for visitors (/about); the same public chrome as the default layout. */
export function GuestLayout() {
  return <PublicLayout />
}
