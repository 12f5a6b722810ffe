import type { SeededMonth } from '@src/contract/dev'
import { endpoint } from '../../endpoint'
import { seedMonth } from '../../seeds/month'

/** The month this process wrote: a second call answers it again instead of writing another. */
const written = new WeakMap<object, Promise<SeededMonth | null>>()

/**
 * POST /api/dev/seed_month: writes a month of history through the services (server/seeds/month.ts) once per
 * database, and answers what it wrote per São Paulo day, for the dashboard's browser test. Registered only
 * outside production.
 */
export default endpoint(
  'dev/seed_month',
  {
    summary: 'Write a month of history (development only, absent in production)',
  },
  async (request, app) => {
    let month = written.get(app.db)
    if (!month) {
      month = seedMonth(app.db, app.config, { players: request.body?.players })
      written.set(app.db, month)
    }
    return month
  },
)
