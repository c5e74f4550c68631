import { useLingui } from '@lingui/react/macro'
import { DocumentReviewScreen } from '#client/features/documents/components/document-review-screen.tsx'

/**
 * /dashboard/admin/documents (admin guard): the nurses' verification documents waiting for review,
 * each shown in a sandbox beside the profile and the RPPS check (docs/product.md#verification-documents).
 */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Justificatifs | Administration | Relève`}</title>
      <DocumentReviewScreen />
    </>
  )
}
