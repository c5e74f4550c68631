import { WelcomeScreen } from '#client/features/auth/components/welcome-screen.tsx'

/** /auth/welcome (auth layout, signed-in and verified: the guard is in app/routes.tsx). */
export function Component() {
  return <WelcomeScreen />
}
