import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#client/ui/button.tsx'
import { css } from '#styled/css'

export type ResultsView = 'list' | 'map'

/**
 * "Liste" / "Carte" above a search's results: the map only when it can be drawn (online, or
 * offline once its code came: map-config.ts), the list always.
 */
export function ViewToggle({
  view,
  onChange,
  mapAvailable,
}: {
  view: ResultsView
  onChange: (view: ResultsView) => void
  mapAvailable: boolean
}) {
  const { t } = useLingui()
  return (
    <fieldset className={css({ display: 'inline-flex', gap: '1', border: 'none', p: '0', m: '0', minW: '0' })}>
      <legend className={css({ srOnly: true })}>{t`Affichage`}</legend>
      <Button
        size="md"
        variant={view === 'list' ? 'subtle' : 'ghost'}
        aria-pressed={view === 'list'}
        onClick={() => onChange('list')}
      >
        <Trans>Liste</Trans>
      </Button>
      <Button
        size="md"
        variant={view === 'map' ? 'subtle' : 'ghost'}
        aria-pressed={view === 'map'}
        disabled={!mapAvailable}
        onClick={() => onChange('map')}
      >
        <Trans>Carte</Trans>
      </Button>
    </fieldset>
  )
}
