import { RegisterImmediateScreen } from '#client/features/auth/components/register-immediate-screen.tsx'

/** /register-immediate (auth layout, guests only: the guard is in app/routes.tsx). */
export function Component() {
  return <RegisterImmediateScreen />
}
