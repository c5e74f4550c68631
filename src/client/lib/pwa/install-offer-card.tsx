import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { Button } from '#client/ui/button.tsx'
import { IconButton } from '#client/ui/icon-button.tsx'
import { CloseIcon, DownloadIcon } from '#client/ui/icons.tsx'
import { css } from '#styled/css'
import {
  closeInstallOffer,
  installPromptAvailable,
  installWay,
  isIosSafari,
  isStandalone,
  isUsefulAction,
  promptInstall,
  readInstallOfferState,
  recordStart,
  recordUsefulAction,
  subscribeInstallPrompt,
} from './install-offer.ts'

const box = css({
  position: 'relative',
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  mx: { base: '3', md: '6' },
  mt: '3',
  p: '4',
  pe: '12',
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderColor: 'border.default',
  bg: 'bg.brandSubtle',
  '& > svg': { w: '6', h: '6', flexShrink: '0', color: 'fg.brand', mt: '0.5' },
})

const steps = css({ listStyle: 'decimal', ps: '5', mt: '2', display: 'flex', flexDirection: 'column', gap: '1' })

/** Safari's share symbol (a square with an arrow out of it), as the step names it. */
function ShareSymbol() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={css({ display: 'inline', verticalAlign: 'text-bottom', mx: '0.5' })}
    >
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />
    </svg>
  )
}

/**
 * The offer to install Relève, in the signed-in layout: counts this start as a visit, listens for
 * a first useful action (a mutation marked with `usefulActionMeta`), and shows the browser's
 * prompt or iOS Safari's steps when install-offer.ts says the moment has come. Closing it is
 * remembered on the device.
 */
export function InstallOffer() {
  const { t } = useLingui()
  const client = useQueryClient()
  const headingId = useId()
  const canPrompt = useSyncExternalStore(subscribeInstallPrompt, installPromptAvailable, () => false)
  const [state, setState] = useState(readInstallOfferState)

  useEffect(() => {
    setState(recordStart())
  }, [])

  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && isUsefulAction(event.mutation)) {
          setState(recordUsefulAction())
        }
      }),
    [client],
  )

  // The answer of the browser's prompt, or "installed", closes the offer in storage.
  useEffect(() => subscribeInstallPrompt(() => setState(readInstallOfferState())), [])

  const way = installWay(state, { standalone: isStandalone(), canPrompt, iosSafari: isIosSafari() })
  if (!way) return null

  const close = () => setState(closeInstallOffer())

  return (
    <section aria-labelledby={headingId} className={box}>
      <DownloadIcon />
      <div className={css({ minW: '0' })}>
        {way === 'prompt' ? (
          <>
            <h2 id={headingId} className={css({ fontWeight: 'semibold' })}>
              <Trans>Installez Relève sur cet appareil</Trans>
            </h2>
            <p className={css({ textStyle: 'small', color: 'fg.muted', mt: '1' })}>
              <Trans>Il s’ouvre d’un geste depuis l’écran d’accueil, comme une application, même sans réseau.</Trans>
            </p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })}>
              <Button size="sm" onClick={() => void promptInstall()}>
                <Trans>Installer</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={close}>
                <Trans>Plus tard</Trans>
              </Button>
            </div>
          </>
        ) : (
          <>
            <h2 id={headingId} className={css({ fontWeight: 'semibold' })}>
              <Trans>Ajoutez Relève à l’écran d’accueil</Trans>
            </h2>
            <p className={css({ textStyle: 'small', color: 'fg.muted', mt: '1' })}>
              <Trans>Il s’ouvrira d’un geste, comme une application, même sans réseau.</Trans>
            </p>
            <ol className={steps}>
              <li>
                <Trans>
                  Touchez Partager <ShareSymbol /> dans la barre de Safari.
                </Trans>
              </li>
              <li>
                <Trans>Choisissez «&nbsp;Sur l’écran d’accueil&nbsp;».</Trans>
              </li>
              <li>
                <Trans>Touchez «&nbsp;Ajouter&nbsp;».</Trans>
              </li>
            </ol>
          </>
        )}
      </div>
      <IconButton
        aria-label={t`Ne plus proposer l’installation`}
        size="sm"
        onClick={close}
        className={css({ position: 'absolute', top: '2', insetInlineEnd: '2' })}
      >
        <CloseIcon />
      </IconButton>
    </section>
  )
}
