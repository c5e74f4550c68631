import { TwoFactorChallengeScreen } from '#client/features/auth/components/two-factor-challenge-screen.tsx'

/** /2fa-challenge (auth layout, guests only: the guard is in app/routes.tsx). */
export function Component() {
  return <TwoFactorChallengeScreen />
}
