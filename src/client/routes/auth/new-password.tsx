import { NewPasswordScreen } from '#client/features/auth/components/new-password-screen.tsx'

/** /password/new-password (auth layout). */
export function Component() {
  return <NewPasswordScreen />
}
