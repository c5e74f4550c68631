import { LoginScreen } from '#client/features/auth/components/login-screen.tsx'

/** /login (auth layout, guests only: the guard is in app/routes.tsx). */
export function Component() {
  return <LoginScreen />
}
