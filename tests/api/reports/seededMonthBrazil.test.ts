import { loadConfig } from '@server/config'
import { seedMonth } from '@server/seeds/month'
import { expect, test } from 'vitest'
import { createTestServer, sharedServer } from '../helpers'

// The brazil profile refuses a deposit before the identity check and from a payer of another CPF: the
// seeded month pays its top-ups from the player's own CPF, so the dashboard and reports have a month there too.
const given = sharedServer(() =>
  createTestServer({
    config: { compliance: loadConfig({ NODE_ENV: 'test', COMPLIANCE_PROFILE: 'brazil' }).compliance },
  }),
)

test('a seeded month in the brazil profile has deposits, play and withdrawals, not only players', async () => {
  const { db, app } = given.server
  const month = await seedMonth(db, app.config, { players: 8, seed: 7 })
  if (!month) throw new Error('seeded already')
  const total = (key: 'deposits' | 'rounds' | 'newPlayers') =>
    month.days.reduce((sum, day) => sum + day[key], 0)
  expect(total('newPlayers')).toBe(8)
  expect(total('deposits')).toBeGreaterThanOrEqual(8)
  expect(total('rounds')).toBeGreaterThan(50)
}, 120_000)
