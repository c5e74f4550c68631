import { PublicLayout } from './public-layout.tsx'

/** SPEC §2 "guest": pages for visitors (/about); the same public chrome as the default layout. */
export function GuestLayout() {
  return <PublicLayout />
}
