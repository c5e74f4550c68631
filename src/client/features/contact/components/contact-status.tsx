import { Trans, useLingui } from '@lingui/react/macro'
import { useMutationState } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { failureKind, unreachableMessage } from '#client/lib/forms/failure.ts'
import { Button } from '#client/ui/button.tsx'
import { CheckIcon, CloudUploadIcon } from '#client/ui/icons.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { css } from '#styled/css'
import { contactMutationKey, type SendContactVariables } from '../api/send-contact-message.ts'

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  p: { base: '5', md: '6' },
  borderRadius: 'lg',
  borderWidth: 'thin',
  '& > svg': { width: '7', height: '7' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
})

const success = css({ bg: 'bg.successSubtle', borderColor: 'border.default', '& > svg': { color: 'fg.success' } })
const waiting = css({ bg: 'bg.warningSubtle', borderColor: 'border.default', '& > svg': { color: 'fg.warning' } })
const title = css({ textStyle: 'h3' })

/** Moves focus to a panel that replaces the form, so screen readers read it. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.focus(), [])
  return ref
}

export function ContactSuccess({ message, onAgain }: { message: string; onAgain: () => void }) {
  const ref = useFocusOnMount<HTMLDivElement>()
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`${panel} ${success}`}>
      <CheckIcon />
      <h2 className={title}>
        <Trans>Message envoyé</Trans>
      </h2>
      {/* The server's words, in the reader's language ("Merci, votre message a bien été envoyé…"). */}
      <p>{message}</p>
      <Button variant="outline" onClick={onAgain}>
        <Trans>Écrire un autre message</Trans>
      </Button>
    </div>
  )
}

export function ContactOffline() {
  const ref = useFocusOnMount<HTMLDivElement>()
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`${panel} ${waiting}`}>
      <CloudUploadIcon />
      <h2 className={title}>
        <Trans>Vous êtes hors connexion</Trans>
      </h2>
      <p>
        <Trans>
          Votre message est gardé sur cet appareil et partira tout seul dès le retour du réseau, même si vous fermez cette page.
        </Trans>
      </p>
    </div>
  )
}

/** The error of the last attempt that is not about one field: too many messages, no network, server trouble. */
export function ContactFormAlert({ error }: { error: Error | null }) {
  const { i18n } = useLingui()
  if (error === null || (isApiError(error) && error.status === 422)) return null
  let text: ReactNode
  if (isApiError(error) && error.status === 429) {
    // The server says when to come back ("Réessayez dans 8 minutes."), in the reader's language.
    text = error.body.message || (
      <Trans>Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans quelques minutes.</Trans>
    )
  } else if (failureKind(error) === 'unreachable') {
    text = i18n._(unreachableMessage)
  } else {
    text = <Trans>Votre message n’a pas pu être envoyé. Réessayez dans un instant.</Trans>
  }
  return (
    <Notice tone="danger">
      <p>{text}</p>
    </Notice>
  )
}

/**
 * Messages written offline in an earlier visit, restored from IndexedDB and waiting for the
 * network (the query client resumes them on its own).
 */
export function QueuedContactMessages({ exceptKey }: { exceptKey?: string }) {
  const queued = useMutationState({
    filters: { mutationKey: contactMutationKey, predicate: (mutation) => mutation.state.isPaused },
    select: (mutation) => (mutation.state.variables as SendContactVariables | undefined)?.idempotencyKey,
  }).filter((key) => key !== undefined && key !== exceptKey)
  if (queued.length === 0) return null
  return (
    <p role="status" className={`${panel} ${waiting}`}>
      <Trans>Un message écrit hors connexion attend le retour du réseau pour partir.</Trans>
    </p>
  )
}
