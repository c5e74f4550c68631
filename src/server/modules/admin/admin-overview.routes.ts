import { Hono } from 'hono'
import type { AdminOverview } from '#shared/admin-overview.ts'
import type { AppEnv } from '../../http/types.ts'
import { requireAdmin } from '../../middleware/session.ts'
import { countSubscriptionFigures } from '../subscriptions/admin-subscriptions.repository.ts'
import { countAdminOverview } from './admin-overview.repository.ts'

export const adminOverviewRoutes = new Hono<AppEnv>()
  /** GET /api/admin/overview: the admin area's figures (admins with two-factor only). */
  .get('/admin/overview', requireAdmin, async (c) => {
    const { db, clock } = c.get('deps')
    const now = clock.now()
    const [figures, subscriptions] = await Promise.all([countAdminOverview(db, now), countSubscriptionFigures(db, now)])
    const overview: AdminOverview = { ...figures, subscriptions, generated_at: now.toISOString() }
    return c.json(overview)
  })
