import { ImmediateScreen } from '#client/features/replacements/offers/immediate-screen.tsx'

/**
 * /dashboard/replacements/immediate (docs/product.md#routes shows no guard; a session is enough): where a holder
 * lands right after /register-immediate, publishes an immediate offer and confirms their address.
 */
export function Component() {
  return <ImmediateScreen />
}
