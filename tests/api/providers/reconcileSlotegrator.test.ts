import { providerRounds } from '@server/db/schema/providers'
import { dayOf } from '@server/services/calendar'
import type { MismatchPage, ReconcileResult } from '@src/contract/reconcile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestServer, operatorToken, type TestServer } from '../helpers'
import { insertPlayer } from '../services/ledgerFixtures'

let server: TestServer
let operator: string

beforeAll(async () => {
  // GIS's description has no report call: the run never calls Slotegrator, so no simulator answers here.
  server = await createTestServer({
    config: {
      slotegrator: {
        enabled: true,
        apiUrl: 'http://127.0.0.1:9/gis',
        merchantId: 'ficha',
        merchantKey: 'a merchant key long enough for the test',
      },
    },
  })
  operator = await operatorToken(server)
})
afterAll(() => server.close())

const openRound = async (externalId: string, hoursAgo: number) =>
  server.db.insert(providerRounds).values({
    provider: 'slotegrator',
    userId: await insertPlayer(server.db),
    externalId,
    gameCode: 'sim-treasure',
    bet: 150,
    startedAt: new Date(Date.now() - hoursAgo * 3_600_000),
  })

describe('Slotegrator reconciliation', () => {
  it('lists its rounds left open past the limit for the operator, once, and settles nothing', async () => {
    await openRound('gis-round-stuck', 5)
    await openRound('gis-round-recent', 0.1)
    const run = async () => {
      const answer = await call<ReconcileResult>(
        server.app,
        'admin/provider_reconcile',
        { day: dayOf(new Date()) },
        { token: operator },
      )
      expect(answer.code).toBe(1)
      return answer.data.find((result) => result.provider === 'slotegrator')
    }
    expect(await run()).toMatchObject({ provider: 'slotegrator', mismatches: 1, roundsClosed: 0 })
    expect(await run()).toMatchObject({ mismatches: 1, roundsClosed: 0 })
    const open = (await call<MismatchPage>(server.app, 'admin/provider_mismatches', {}, { token: operator }))
      .data
    expect(
      open.list.map(({ provider, kind, round, fichaAmount }) => ({ provider, kind, round, fichaAmount })),
    ).toEqual([{ provider: 'slotegrator', kind: 'round_open', round: 'gis-round-stuck', fichaAmount: 150 }])
  })
})
