import { ResetPasswordRequestScreen } from '#client/features/auth/components/reset-password-request-screen.tsx'

/** /password/reset-password (auth layout). */
export function Component() {
  return <ResetPasswordRequestScreen />
}
