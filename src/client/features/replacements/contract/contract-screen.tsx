import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { isApiError } from '#client/lib/api-client.ts'
import { BackLink } from '#client/ui/back-link.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { ChevronLeftIcon, PrinterIcon } from '#client/ui/icons.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import type { ContractParty, ReplacementContract } from '#shared/replacement-contract.ts'
import { css } from '#styled/css'
import { ComplianceWarnings } from '../compliance-warnings.tsx'
import { ContactDetails } from '../contact-details.tsx'
import { offerDetailUrl } from '../offer-links.ts'
import { useOfflineData } from '../offline-data.ts'
import { useContract } from './contract-api.ts'
import { ContractChecklist } from './contract-checklist.tsx'
import { ContractDocument } from './contract-document.tsx'
import { ContractSigningPanel } from './contract-signing.tsx'

const noPrint = css({ _print: { display: 'none' } })

/** What the reader should know before printing: required or not, and the compliance warnings. */
function ContractNotices({ contract }: { contract: ReplacementContract }) {
  return (
    <div className={`${noPrint} ${css({ display: 'flex', flexDirection: 'column', gap: '2' })}`}>
      <Text>
        {contract.written_contract_required ? (
          <Trans>
            Au-delà de 24 heures, un contrat écrit est obligatoire. Celui-ci est préparé à partir de l’offre et des deux profils :
            relisez-le, complétez les blancs et adaptez-le à votre accord avant de le signer.
          </Trans>
        ) : (
          <Trans>
            Pour un remplacement d’une journée, le contrat écrit n’est pas obligatoire mais reste recommandé. Celui-ci est préparé
            à partir de l’offre et des deux profils : relisez-le et complétez les blancs avant de le signer.
          </Trans>
        )}
      </Text>
      <ComplianceWarnings warnings={contract.warnings} />
    </div>
  )
}

const partyName = (party: ContractParty) => [party.first_name, party.last_name].filter(Boolean).join(' ')

/** Both parties' phone and e-mail: the two nurses settle the details before signing. */
function ContractContacts({ contract }: { contract: ReplacementContract }) {
  const { t } = useLingui()
  return (
    <div className={`${noPrint} ${css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' })}`}>
      <ContactDetails name={partyName(contract.holder) || t`le titulaire`} contact={contract.holder} headingLevel={2} />
      <ContactDetails name={partyName(contract.nurse) || t`le remplaçant`} contact={contract.nurse} headingLevel={2} />
    </div>
  )
}

/**
 * /dashboard/replacements/contract/{applicationId}: the written contract of an accepted
 * replacement, for the holder and the replacement nurse, ready to print (or save as PDF) and
 * readable offline once opened, with the checklist of what to send to the Ordre and the CPAM.
 */
export function ContractScreen({ id }: { id: number }) {
  const { t } = useLingui()
  const query = useContract(id)
  const { offline, savedAt } = useOfflineData(query.dataUpdatedAt)
  const contract = query.data

  let body: ReactNode
  if (contract)
    body = (
      <>
        <ContractNotices contract={contract} />
        <div className={noPrint}>
          <Button onClick={() => window.print()}>
            <PrinterIcon />
            <Trans>Imprimer ou enregistrer en PDF</Trans>
          </Button>
        </div>
        <ContractDocument contract={contract} />
        <ContractSigningPanel applicationId={contract.application_id} />
        <ContractContacts contract={contract} />
        <ContractChecklist contract={contract} />
      </>
    )
  else if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 409))
    body = (
      <SimpleEmptyState
        headingLevel={2}
        title={t`Pas de contrat à préparer`}
        description={query.error.status === 409 ? query.error.message : t`Ce contrat n’existe pas ou ne vous concerne pas.`}
      />
    )
  else if (offline)
    body = (
      <SimpleEmptyState
        title={t`Contrat non enregistré sur cet appareil`}
        description={t`Ce contrat n’a pas encore été ouvert ici. Il s’affichera au retour du réseau.`}
      />
    )
  else if (query.isError)
    body = (
      <LoadFailed onRetry={() => void query.refetch()}>
        <Trans>Le contrat n’a pas pu être chargé.</Trans>
      </LoadFailed>
    )
  else
    body = (
      <Loading label={<Trans>Chargement du contrat…</Trans>}>
        <SkeletonText lines={8} />
      </Loading>
    )

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl' })}>
      <title>{t`Contrat de remplacement | Relève`}</title>
      {contract ? (
        <BackLink asChild className={noPrint}>
          <Link to={offerDetailUrl(contract.replacement_id)}>
            <ChevronLeftIcon />
            <Trans>L’offre</Trans>
          </Link>
        </BackLink>
      ) : null}
      <OfflineAgeBanner offline={offline} savedAt={contract ? savedAt : null} className={noPrint} />
      {body}
    </div>
  )
}
