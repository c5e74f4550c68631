import { ResetPasswordScreen } from '#client/features/auth/components/reset-password-screen.tsx'

/** /password/reset/{token} (auth layout). */
export function Component() {
  return <ResetPasswordScreen />
}
