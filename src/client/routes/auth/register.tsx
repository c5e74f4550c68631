import { RegisterScreen } from '#client/features/auth/components/register-screen.tsx'

/** /register (auth layout, guests only: the guard is in app/routes.tsx). */
export function Component() {
  return <RegisterScreen />
}
