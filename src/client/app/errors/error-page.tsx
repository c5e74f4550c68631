import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorLayout } from '#client/app/layouts/error-layout.tsx'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import { paths } from '#shared/paths.ts'
import { ErrorIllustration } from './error-illustration.tsx'

function ErrorScreen({ title, message }: { title: ReactNode; message: ReactNode }) {
  return (
    <ErrorLayout illustration={<ErrorIllustration />}>
      <Heading level={1}>{title}</Heading>
      <Text tone="muted" size="lead">
        {message}
      </Text>
      <Button asChild size="lg">
        <Link to={paths.home}>
          <Trans>Revenir à l'accueil</Trans>
        </Link>
      </Button>
    </ErrorLayout>
  )
}

export function NotFoundScreen() {
  return (
    <ErrorScreen
      title={<Trans>Oups ! Page introuvable.</Trans>}
      message={<Trans>La page que vous avez demandée est introuvable.</Trans>}
    />
  )
}

export function ForbiddenScreen() {
  return (
    <ErrorScreen
      title={<Trans>Accès refusé</Trans>}
      message={<Trans>Vous n'avez pas les permissions pour accéder à cette page.</Trans>}
    />
  )
}

/** Fatal or unhandled errors (docs/product.md#messages): the error page, without details meant for developers. */
export function UnexpectedErrorScreen() {
  return (
    <ErrorScreen
      title={<Trans>Une erreur est survenue.</Trans>}
      message={<Trans>Nous n’avons pas pu afficher cette page. Réessayez dans un instant.</Trans>}
    />
  )
}

/** The root route's error boundary: 404 and 403 as docs/product.md#error-screens words them, anything else generic. */
export function RootErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen />
    if (error.status === 403) return <ForbiddenScreen />
  } else {
    console.error(error)
  }
  return <UnexpectedErrorScreen />
}
