import { ServicesScreen } from '#client/features/auth/components/services-screen.tsx'

/** /services (auth layout, signed-in and verified: the guard is in app/routes.tsx). */
export function Component() {
  return <ServicesScreen />
}
