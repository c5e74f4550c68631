import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { ContractVerificationScreen } from '#client/features/replacements/contract/contract-verification.tsx'

/** /verify-contract/:hash (public, not indexed): was a PDF with this SHA-256 signed on Relève? */
export function Component() {
  const { t } = useLingui()
  const hash = (useParams().hash ?? '').toLowerCase()
  return (
    <>
      <title>{t`Vérifier un contrat signé | Relève`}</title>
      <meta name="robots" content="noindex" />
      <ContractVerificationScreen key={hash} hash={hash} />
    </>
  )
}
