import { Trans } from '@lingui/react/macro'
import { Link } from '#client/ui/link.tsx'
import { Notice } from '#client/ui/notice.tsx'
import type { PartnerListingKind } from '#shared/partner-listings.ts'
import { css } from '#styled/css'

/**
 * The Assurance Maladie's page on the conventionnement of a first installation and the zoning
 * (« Installation : le conventionnement et les aides »), the rules' source (docs/product.md#partner-listings).
 */
const INSTALLATION_RULES_URL =
  'https://www.ameli.fr/infirmier/exercice-liberal/vie-cabinet/installation-liberal/processus-installation'

/**
 * The field's rules the product does not decide, shown where they apply, with their source
 * (docs/product.md#partner-listings): the practice needed to be conventionné, and the zoning.
 */
export function ListingRules({ kind }: { kind: PartnerListingKind }) {
  return (
    <Notice tone="info" size="sm" role="note" title={<Trans>Avant de vous engager</Trans>}>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'disc', pl: '4' })}>
        {kind === 'collaboration' ? (
          <li>
            <Trans>La redevance versée au titulaire est un pourcentage des honoraires du collaborateur, de 0 à 50 %.</Trans>
          </li>
        ) : null}
        <li>
          <Trans>
            Pour exercer en libéral conventionné, une infirmière doit justifier de 24 mois, ou 3 200 heures, d’exercice en
            structure de soins au cours des six dernières années ; ou de 18 mois (2 400 heures) en structure de soins et de 6 mois
            (800 heures) de remplacement d’une infirmière conventionnée.
          </Trans>
        </li>
        <li>
          <Trans>
            En zone sur-dotée, un nouveau conventionnement n’est accordé qu’à la succession d’une infirmière qui cesse son
            activité dans la zone, ce qu’apporte souvent une cession ou une association. Le zonage est fixé par l’ARS et revu
            régulièrement : Relève ne devine pas celui d’une commune.
          </Trans>{' '}
          <Link href={INSTALLATION_RULES_URL} target="_blank" rel="noreferrer">
            <Trans>Conventionnement et zonage sur le site de l’Assurance Maladie</Trans>
          </Link>
        </li>
      </ul>
    </Notice>
  )
}
