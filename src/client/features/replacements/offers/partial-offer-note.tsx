import { Trans } from '@lingui/react/macro'
import { WifiOffIcon } from '#client/ui/icons.tsx'
import { Loading } from '#client/ui/load-states.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  '& h2': { display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' },
  '& svg': { w: '5', h: '5', flexShrink: '0', color: 'fg.muted' },
})

/**
 * Where the offer's page shows only what a list holds of it (its card's facts): the rest — the
 * description, the practice's details, the holder, and what the reader can do — is on its way
 * (`loading`), or waits for the network (`offline`, an offer never opened on this device).
 */
export function PartialOfferNote({ mode }: { mode: 'offline' | 'loading' }) {
  if (mode === 'loading')
    return (
      <Loading label={<Trans>Chargement du reste de l’offre…</Trans>}>
        <SkeletonText lines={3} />
      </Loading>
    )
  return (
    <section aria-labelledby="offer-partial" className={box}>
      <h2 id="offer-partial">
        <WifiOffIcon />
        <Trans>Offre non enregistrée sur cet appareil</Trans>
      </h2>
      <Text size="small">
        <Trans>
          Voici ce que la liste des offres en garde. La description, le nombre de patients, le logiciel, le titulaire et la
          candidature ne sont pas disponibles hors ligne : ils s’afficheront au retour du réseau.
        </Trans>
      </Text>
    </section>
  )
}
