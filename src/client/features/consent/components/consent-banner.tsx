import { Trans } from '@lingui/react/macro'
import { Button } from '#client/ui/button.tsx'
import { css } from '#styled/css'
import { useConsentDialog } from '../consent-dialog-open.ts'
import { acceptAll, refuseAll } from '../consent-record.ts'
import { useDecideConsent } from '../consent-state.ts'

const banner = css({
  position: 'fixed',
  insetInline: { base: '2', md: '4' },
  bottom: { base: '2', md: '4' },
  zIndex: 'banner',
  maxW: '3xl',
  mx: 'auto',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'md',
  p: { base: '4', md: '5' },
  display: 'grid',
  gap: '3',
})

/**
 * The first-visit question. "Tout accepter" and "Tout refuser" are equal buttons side by side;
 * "Continuer sans accepter" (the close action) is a refusal; nothing loads until a choice.
 */
export function ConsentBanner({ purposes }: { purposes: { analytics: boolean; social: boolean } }) {
  const decide = useDecideConsent()
  const [, openDialog] = useConsentDialog()
  return (
    <section className={banner} aria-labelledby="consent-banner-title">
      <div className={css({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: '3' })}>
        <h2 id="consent-banner-title" className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
          <Trans>Vos données, votre choix</Trans>
        </h2>
        <button
          type="button"
          onClick={() => decide(refuseAll)}
          className={css({ color: 'fg.muted', textDecoration: 'underline', fontSize: 'sm', cursor: 'pointer', flexShrink: 0 })}
        >
          <Trans>Continuer sans accepter</Trans>
        </button>
      </div>
      <p className={css({ fontSize: 'sm', lineHeight: '1.6', color: 'fg.default' })}>
        {purposes.analytics && purposes.social ? (
          <Trans>
            Avec votre accord, Relève mesure son audience et utilise un traceur de réseau social pour faire connaître le service.
            Sans votre accord, rien n’est chargé. Vous pouvez changer d’avis à tout moment avec « Gérer les cookies » en bas de
            page.
          </Trans>
        ) : purposes.social ? (
          <Trans>
            Avec votre accord, Relève utilise un traceur de réseau social pour faire connaître le service. Sans votre accord, rien
            n’est chargé. Vous pouvez changer d’avis à tout moment avec « Gérer les cookies » en bas de page.
          </Trans>
        ) : (
          <Trans>
            Avec votre accord, Relève mesure son audience pour s’améliorer. Sans votre accord, rien n’est chargé. Vous pouvez
            changer d’avis à tout moment avec « Gérer les cookies » en bas de page.
          </Trans>
        )}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <Button onClick={() => decide(refuseAll)}>
          <Trans>Tout refuser</Trans>
        </Button>
        <Button onClick={() => decide(acceptAll)}>
          <Trans>Tout accepter</Trans>
        </Button>
        <Button variant="outline" onClick={() => openDialog(true)} aria-haspopup="dialog">
          <Trans>Personnaliser</Trans>
        </Button>
      </div>
    </section>
  )
}
