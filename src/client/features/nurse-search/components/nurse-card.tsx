import { Trans, useLingui } from '@lingui/react/macro'
import { careTypeLabel } from '#client/entities/care-type/care-types.ts'
import { SimpleAvatar } from '#client/ui/avatar.tsx'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Card from '#client/ui/card.tsx'
import { MapPinIcon } from '#client/ui/icons.tsx'
import { VisuallyHidden } from '#client/ui/visually-hidden.tsx'
import type { CareType } from '#shared/care-types.ts'
import type { NurseSearchResult } from '#shared/nurse-search.ts'
import { css } from '#styled/css'
import { nurseName } from '../nurse-name.ts'

const header = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3' })
const zone = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  color: 'fg.muted',
  '& svg': { flexShrink: '0', mt: '1' },
})
const careList = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })

export interface NurseCardProps {
  nurse: NurseSearchResult
  careTypes: readonly CareType[] | undefined
  onContact: (nurse: NurseSearchResult) => void
}

/**
 * A nurse of the results: who, where they work, how far, what care. Nothing that ranks or
 * praises (docs/product.md#patient-search: no reviews, no comparisons).
 */
export function NurseCard({ nurse, careTypes, onContact }: NurseCardProps) {
  const { t, i18n } = useLingui()
  const name = nurseName(nurse) ?? t`Infirmier ou infirmière`
  const distance = i18n.number(nurse.distance_km, { maximumFractionDigits: 1 })
  const titleId = `nurse-${nurse.id}-name`
  const zoneName = nurse.zone_commune_name
  const radius = nurse.radius_km
  return (
    <Card.Root aria-labelledby={titleId} className={css({ height: 'full' })}>
      <Card.Header className={header}>
        <SimpleAvatar name={name} src={nurse.profil_url} size="lg" />
        <div>
          <Card.Title id={titleId}>{name}</Card.Title>
          <Card.Description>
            <Trans>À {distance} km</Trans>
          </Card.Description>
        </div>
      </Card.Header>
      <Card.Body>
        <p className={zone}>
          <MapPinIcon aria-hidden="true" />
          <span>
            <Trans>
              Intervient depuis {zoneName}, jusqu’à {radius} km
            </Trans>
          </span>
        </p>
        <ul className={careList} aria-label={t`Soins pratiqués`}>
          {nurse.care_types.map((slug) => (
            <li key={slug}>
              <Badge tone="brand" size="sm">
                {careTypeLabel(i18n, slug, careTypes)}
              </Badge>
            </li>
          ))}
        </ul>
      </Card.Body>
      <Card.Footer>
        <Button onClick={() => onContact(nurse)}>
          <Trans>
            Contacter <VisuallyHidden>{name}</VisuallyHidden>
          </Trans>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
