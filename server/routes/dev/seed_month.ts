import { Type } from '@sinclair/typebox'
import { endpoint } from '../../endpoint'
import { SeededMonth, seedMonth } from '../../seeds/month'

const SeedMonthBody = Type.Object(
  { players: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
  { additionalProperties: false },
)

/** The month this process wrote: a second call answers it again instead of writing another. */
const written = new WeakMap<object, Promise<SeededMonth | null>>()

/**
 * POST /api/dev/seed_month: writes a month of history through the services (server/seeds/month.ts) once per
 * database, and answers what it wrote per São Paulo day, for the dashboard's browser test. Registered only
 * outside production.
 */
export default endpoint(
  'POST /dev/seed_month',
  {
    access: 'public',
    tags: ['dev'],
    summary: 'Write a month of history (development only, absent in production)',
    body: Type.Optional(SeedMonthBody),
    answer: Type.Union([SeededMonth, Type.Null()]),
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
