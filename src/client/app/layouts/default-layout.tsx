import { PublicLayout } from './public-layout.tsx'

/** SPEC §2 "default": the public site (home, legal pages, contact). */
export function DefaultLayout() {
  return <PublicLayout />
}
