import { rowsOf } from '@server/db/rows'
import { getBalances } from '@server/services/ledger'
import { monthAt, shiftMonth } from '@server/services/partnerPlans/month'
import { approveStatement, freezeMonth, payStatement } from '@server/services/partnerPlans/statements'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { secondOperator } from '../corrections/fixtures'
import { createPostgresTestServer, describeOnPostgres, type TestServer } from '../helpers'
import { backdate } from '../reports/reportFixtures'
import { attribute, moveMoney, partner, planFor, player } from './planFixtures'

describeOnPostgres('statements frozen and paid at once', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createPostgresTestServer()
  })
  afterAll(() => server.close())

  test('two processes freezing a month write one statement per partner, and two releases move the money once', async () => {
    const { db } = server
    const month = shiftMonth(monthAt(new Date()), -1)
    const owners = [await partner(db), await partner(db), await partner(db)]
    for (const owner of owners) {
      await planFor(db, owner.id, month, { kind: 'revenue_share', tiers: [{ fromNgr: 0, rateBps: 3_000 }] })
      const brought = await player(db)
      await attribute(db, brought.id, owner.id)
      await moveMoney(db, brought.id, 'deposit', 20_000)
      await backdate(db, await moveMoney(db, brought.id, 'stake', 20_000), `${month.slice(0, 8)}12`, 0.5)
    }
    const written = await Promise.all([
      freezeMonth(db, month),
      freezeMonth(db, month),
      freezeMonth(db, month),
    ])
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(3)
    const statements = rowsOf<{ id: number; partner_id: number; total: string }>(
      await db.execute(sql`select id, partner_id, total from partner_statements where month = ${month}
        and partner_id = any(${`{${owners.map((owner) => owner.id).join(',')}}`}::int[])`),
    )
    expect(statements).toHaveLength(3)
    const [first] = statements
    const owner = owners.find((candidate) => candidate.id === Number(first?.partner_id))
    const [maker, checker] = [await secondOperator(db), await secondOperator(db)]
    await approveStatement(db, { id: maker.id, ip: '10.0.0.1' }, Number(first?.id))
    const releases = await Promise.allSettled([
      payStatement(db, { id: checker.id, ip: '10.0.0.2' }, Number(first?.id)),
      payStatement(db, { id: checker.id, ip: '10.0.0.2' }, Number(first?.id)),
    ])
    expect(releases.filter((release) => release.status === 'fulfilled')).toHaveLength(1)
    expect((await getBalances(db, owner?.userId ?? 0)).wallet).toBe(6_000)
  })
})
