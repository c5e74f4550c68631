import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { statusLabels, statusTones } from '#client/entities/back-office/mail-status-labels.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import * as Field from '#client/ui/field.tsx'
import { SimplePagination } from '#client/ui/pagination.tsx'
import { Skeleton } from '#client/ui/skeleton.tsx'
import { ToggleSortHeader } from '#client/ui/sort-header.tsx'
import * as Table from '#client/ui/table.tsx'
import { Text } from '#client/ui/text.tsx'
import { VisuallyHidden } from '#client/ui/visually-hidden.tsx'
import { ADMIN_MAILS_PER_PAGE, type MailSortField, mailStatuses } from '#shared/admin-mails.ts'
import { css } from '#styled/css'
import { useAdminMails, useMailTemplates } from '../api/mails.ts'

/** The list's state, as it sits in the page's address (so a filtered view can be shared). */
export interface MailFilters {
  status?: string
  template?: string
  recipient?: string
  from?: string
  to?: string
  sort?: MailSortField
  direction?: 'asc' | 'desc'
  page: number
}

const filtersForm = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr) auto' },
  gap: '3',
  alignItems: 'end',
  mb: '5',
})
// Addresses, subjects and template names wrap in their cells: kept on one line, they pushed the
// status column out of a laptop's screen.
const wrapping = css({ whiteSpace: 'normal', overflowWrap: 'anywhere', minW: '32' })
const rowButton = css({
  textAlign: 'left',
  color: 'fg.brand',
  textDecoration: 'underline',
  cursor: 'pointer',
  fontWeight: 'medium',
})

function clean(filters: MailFilters) {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) query[key] = String(value)
  return query
}

export function MailsTable({
  filters,
  onChange,
  onOpen,
}: {
  filters: MailFilters
  onChange: (next: MailFilters) => void
  onOpen: (id: string) => void
}) {
  const { t, i18n } = useLingui()
  const query = clean(filters)
  const mails = useAdminMails(query)
  const templates = useMailTemplates()
  const [draft, setDraft] = useState(filters)
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))

  const apply = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...draft, page: 1 })
  }
  const sortBy = (field: MailSortField) => {
    const current = filters.sort ?? 'created_at'
    const currentDirection = filters.direction ?? (current === 'created_at' ? 'desc' : 'asc')
    const direction = current === field ? (currentDirection === 'asc' ? 'desc' : 'asc') : field === 'created_at' ? 'desc' : 'asc'
    onChange({ ...filters, sort: field, direction, page: 1 })
  }
  const header = (label: string, field: MailSortField) => {
    const active = (filters.sort ?? 'created_at') === field
    const direction = filters.direction ?? ((filters.sort ?? 'created_at') === 'created_at' ? 'desc' : 'asc')
    return <ToggleSortHeader label={label} active={active} direction={direction} onSort={() => sortBy(field)} />
  }
  const badRequest = mails.error && 'status' in mails.error && mails.error.status === 422

  return (
    <>
      <form className={filtersForm} onSubmit={apply} aria-label={t`Filtrer les e-mails`}>
        <Field.Root>
          <Field.Label>
            <Trans>Statut</Trans>
          </Field.Label>
          <Field.Select value={draft.status ?? ''} onChange={(event) => setDraft({ ...draft, status: event.target.value })}>
            <option value="">{t`Tous`}</option>
            {mailStatuses.map((status) => (
              <option key={status} value={status}>
                {i18n._(statusLabels[status])}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Modèle</Trans>
          </Field.Label>
          <Field.Select value={draft.template ?? ''} onChange={(event) => setDraft({ ...draft, template: event.target.value })}>
            <option value="">{t`Tous`}</option>
            {(templates.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.TextField
          label={<Trans>Destinataire</Trans>}
          type="search"
          value={draft.recipient ?? ''}
          onChange={(event) => setDraft({ ...draft, recipient: event.target.value })}
        />
        <Field.TextField
          label={<Trans>Du</Trans>}
          type="date"
          value={draft.from ?? ''}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <Field.TextField
          label={<Trans>Au</Trans>}
          type="date"
          value={draft.to ?? ''}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit">
          <Trans>Filtrer</Trans>
        </Button>
      </form>

      {mails.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">
            <Trans>Chargement des e-mails…</Trans>
          </VisuallyHidden>
          {Array.from({ length: 6 }, (_, index) => (
            // Placeholders are identical and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Skeleton key={index} className={css({ h: '8', w: 'full', mb: '2' })} />
          ))}
        </div>
      ) : mails.isError ? (
        <Text role="alert" tone="danger">
          {badRequest ? (
            mails.error.message
          ) : (
            <Trans>Les e-mails n’ont pas pu être chargés. Vérifiez votre connexion puis réessayez.</Trans>
          )}
        </Text>
      ) : mails.data.count === 0 ? (
        <SimpleEmptyState
          title={<Trans>Aucun e-mail</Trans>}
          description={<Trans>Aucun e-mail ne correspond à ces filtres.</Trans>}
        />
      ) : (
        <>
          <Table.ScrollArea aria-label={t`E-mails`}>
            <Table.Root aria-busy={mails.isFetching}>
              <Table.Caption className={css({ srOnly: true })}>
                <Trans>E-mails de la file d’envoi, triables par colonne</Trans>
              </Table.Caption>
              <Table.Head>
                <Table.Row>
                  {header(t`Date`, 'created_at')}
                  {header(t`Destinataire`, 'to')}
                  <Table.Header>
                    <Trans>Objet</Trans>
                  </Table.Header>
                  {header(t`Modèle`, 'template')}
                  {header(t`Statut`, 'status')}
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {mails.data.mails.map((mail) => (
                  <Table.Row key={mail.id}>
                    <Table.Cell className={css({ whiteSpace: 'nowrap' })}>{format(mail.created_at)}</Table.Cell>
                    <Table.Cell className={wrapping}>{mail.to}</Table.Cell>
                    <Table.Cell className={wrapping}>
                      <button type="button" className={rowButton} onClick={() => onOpen(mail.id)}>
                        {mail.subject}
                      </button>
                    </Table.Cell>
                    <Table.Cell className={wrapping}>
                      <code className={css({ fontSize: 'sm' })}>{mail.template}</code>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge size="sm" tone={statusTones[mail.status]}>
                        {i18n._(statusLabels[mail.status])}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {mails.data.count > ADMIN_MAILS_PER_PAGE ? (
            <SimplePagination
              className={css({ mt: '4' })}
              count={mails.data.count}
              pageSize={ADMIN_MAILS_PER_PAGE}
              currentPage={filters.page}
              onPageChange={(details) => onChange({ ...filters, page: details.page })}
            />
          ) : null}
        </>
      )}
    </>
  )
}
