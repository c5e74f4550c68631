import { VerifyEmailScreen } from '#client/features/auth/components/verify-email-screen.tsx'

/** /auth/verify-email (auth layout; its loader, the `unverified` guard but for the mailed link, is in app/routes.tsx). */
export function Component() {
  return <VerifyEmailScreen />
}
