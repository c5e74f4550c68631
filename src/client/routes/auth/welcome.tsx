import { WelcomeScreen } from '#client/features/auth/components/welcome-screen.tsx'
import { DocumentsPanel } from '#client/features/documents/components/documents-panel.tsx'

/**
 * /auth/welcome (auth layout, signed-in and verified: the guard is in app/routes.tsx): the nurse
 * profile, then the verification documents (the route composes the two features).
 */
export function Component() {
  return <WelcomeScreen documents={<DocumentsPanel />} />
}
