import { UseChoiceScreen } from '#client/features/auth/components/use-choice-screen.tsx'

/** /use-choice (auth layout, signed-in and verified: the guard is in app/routes.tsx). */
export function Component() {
  return <UseChoiceScreen />
}
