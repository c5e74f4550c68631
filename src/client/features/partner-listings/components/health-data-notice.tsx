import { Trans } from '@lingui/react/macro'
import { Notice } from '#client/ui/notice.tsx'

/**
 * The chat composer's notice, word for word (docs/product.md#partner-listings: descriptions and
 * responses carry no patient data, as the messages): Relève is no certified host of health data.
 */
export function HealthDataNotice() {
  return (
    <Notice tone="info" size="sm" role="note">
      <Trans>
        N’écrivez ici aucune donnée de santé permettant d’identifier un patient : Relève n’est pas un hébergeur de données de
        santé (HDS). Le contrat et la transmission des patients passent par les outils de votre cabinet.
      </Trans>
    </Notice>
  )
}
