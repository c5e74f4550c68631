import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initials, SimpleAvatar } from './avatar.tsx'
import { Badge } from './badge.tsx'
import * as Card from './card.tsx'
import { SimpleEmptyState } from './empty-state.tsx'
import { Skeleton, SkeletonText } from './skeleton.tsx'
import { bannerStatus, formatAge, StatusBanner } from './status-banner.tsx'
import * as Table from './table.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

describe('Avatar', () => {
  it('shows initials named after the person when there is no photo', async () => {
    expect(initials('Marie-Hélène  Dupont')).toBe('MD')
    expect(initials('émile')).toBe('É')
    renderUi(<SimpleAvatar name="Marie Dupont" />)
    expect(screen.getByRole('img', { name: 'Marie Dupont' }).textContent).toBe('MD')
    expect(await axeViolations()).toEqual([])
  })
})

describe('Card, Badge, Table, Skeleton, EmptyState', () => {
  it('render accessibly together', async () => {
    renderUi(
      <main>
        <Card.Root>
          <Card.Header>
            <Card.Title>Remplacement à Lorient</Card.Title>
            <Card.Description>Du 3 au 17 août</Card.Description>
          </Card.Header>
          <Card.Body>
            <Badge tone="urgent">Urgent</Badge>
          </Card.Body>
        </Card.Root>
        <Table.ScrollArea aria-label="Utilisateurs">
          <Table.Root>
            <Table.Caption>Utilisateurs</Table.Caption>
            <Table.Head>
              <Table.Row>
                <Table.Header>Nom</Table.Header>
                <Table.Header>Statut</Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              <Table.Row>
                <Table.Cell>Marie Dupont</Table.Cell>
                <Table.Cell>Active</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <div aria-busy="true">
          <Skeleton width="24" height="6" />
          <SkeletonText lines={2} />
        </div>
        <SimpleEmptyState title="Aucune candidature" description="Les candidatures apparaîtront ici." />
      </main>,
    )
    expect(screen.getByRole('columnheader', { name: 'Nom' }).getAttribute('scope')).toBe('col')
    expect(screen.getByRole('heading', { level: 2, name: 'Aucune candidature' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })
})

describe('StatusBanner', () => {
  const now = Date.parse('2026-08-03T10:00:00Z')

  it('picks its status from the network and the waiting actions', () => {
    expect(bannerStatus({ online: false, pendingCount: 2 })).toBe('offline')
    expect(bannerStatus({ online: true, pendingCount: 2, syncing: true })).toBe('syncing')
    expect(bannerStatus({ online: true, pendingCount: 2 })).toBe('pending')
    expect(bannerStatus({ online: true })).toBe('online')
  })

  it('formats the age of saved data in the reader’s language', () => {
    expect(formatAge(now - 30_000, now, 'fr')).toBeNull()
    expect(formatAge(now - 5 * 60_000, now, 'fr')).toBe('il y a 5 minutes')
    expect(formatAge(now - 3 * 3_600_000, now, 'fr')).toBe('il y a 3 heures')
    expect(formatAge(now - 26 * 3_600_000, now, 'fr')).toBe('hier')
  })

  it('says when offline, how old the data is and how many actions wait, accessibly', async () => {
    renderUi(<StatusBanner online={false} savedAt={now - 12 * 60_000} pendingCount={2} now={now} />)
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Vous êtes hors connexion.')
    expect(status.textContent).toContain('Données enregistrées il y a 12 minutes.')
    expect(status.textContent).toContain('2 actions en attente du réseau.')
    expect(await axeViolations()).toEqual([])
  })

  it('offers to retry waiting actions once online, and says when it is syncing', async () => {
    const onRetry = vi.fn()
    const { rerender } = renderUi(<StatusBanner online pendingCount={1} onRetry={onRetry} now={now} />)
    expect(screen.getByRole('status').textContent).toContain('1 action en attente du réseau.')
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(<StatusBanner online pendingCount={3} syncing now={now} />)
    expect(screen.getByRole('status').textContent).toContain('Envoi de 3 actions…')
  })

  it('stays empty but present when all is well', () => {
    renderUi(<StatusBanner online now={now} />)
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
