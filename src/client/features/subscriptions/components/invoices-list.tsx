import { Trans, useLingui } from '@lingui/react/macro'
import { formatPrice } from '#client/entities/subscription/labels.ts'
import { Heading } from '#client/ui/heading.tsx'
import { Link } from '#client/ui/link.tsx'
import { LoadFailed } from '#client/ui/load-states.tsx'
import { Text } from '#client/ui/text.tsx'
import { formatDate } from '#shared/date-format.ts'
import { css } from '#styled/css'
import { invoicePdfUrl, useInvoices } from '../api/subscriptions-api.ts'

const list = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'baseline', justifyContent: 'space-between' })

/** The member's invoices, newest first, each with its PDF. */
export function InvoicesList() {
  const { t, i18n } = useLingui()
  const invoices = useInvoices()
  return (
    <section aria-labelledby="invoices" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Heading level={2} size="h4" id="invoices">
        <Trans>Factures</Trans>
      </Heading>
      {invoices.isPending ? null : invoices.isError ? (
        <LoadFailed onRetry={() => void invoices.refetch()}>
          <Trans>Les factures n’ont pas pu être chargées.</Trans>
        </LoadFailed>
      ) : invoices.data.length === 0 ? (
        <Text>
          <Trans>Aucune facture pour le moment : elle arrive avec le premier paiement.</Trans>
        </Text>
      ) : (
        <ul className={list}>
          {invoices.data.map((invoice) => {
            const date = formatDate(i18n.locale, new Date(invoice.issued_at), { dateStyle: 'long' })
            const amount = formatPrice(i18n.locale, invoice.total_ttc_cents, invoice.currency)
            return (
              <li key={invoice.id} className={row}>
                <span>{t`Facture ${invoice.number} du ${date} : ${amount} TTC`}</span>
                <Link href={invoicePdfUrl(invoice)} download aria-label={t`Télécharger la facture ${invoice.number} (PDF)`}>
                  <Trans>Télécharger (PDF)</Trans>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
