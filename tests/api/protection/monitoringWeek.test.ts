import { runMonitoring } from '@server/services/protection/monitoring'
import { RISK_RULES, type RiskRule } from '@src/contract/risk-values'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPostgresTestServer, describeOnPostgres, type TestServer } from '../helpers'
import { flaggedBy, makePlayers, ordinaryWeek, plant } from './riskPatterns'

/**
 * The acceptance's scripted week: 10,000 players with an ordinary week of play, each rule's
 * pattern planted on 24 of them and its near miss on 24 others; one run of the rules over the week flags
 * every planted case and at most 2 % of the others.
 */
describeOnPostgres('a scripted week of 10,000 players', () => {
  const PLAYERS = 10_000
  const EACH = 24
  const NOW = new Date()
  let server: TestServer
  const planted = {} as Record<RiskRule, { hit: number[]; near: number[] }>
  let everyone: number[] = []

  beforeAll(async () => {
    server = await createPostgresTestServer()
    const { db } = server
    everyone = await makePlayers(db, PLAYERS)
    await ordinaryWeek(db, everyone, NOW)
    for (const [index, rule] of RISK_RULES.entries()) {
      const start = index * 2 * EACH
      planted[rule] = {
        hit: everyone.slice(start, start + EACH),
        near: everyone.slice(start + EACH, start + 2 * EACH),
      }
      await plant(db, rule, planted[rule].hit, NOW, false)
      await plant(db, rule, planted[rule].near, NOW, true)
    }
    // As autovacuum would after such a load: the planner's statistics of the new rows.
    await db.execute(sql`analyze`)
    await runMonitoring(db, { now: NOW, since: new Date(NOW.getTime() - 7 * 86_400_000) })
  }, 120_000)
  afterAll(() => server?.close())

  test('every planted case is flagged by its rule, and at most 2 % of the other players by any', async () => {
    const flagged = await flaggedBy(server.db)
    const missed = RISK_RULES.flatMap((rule) =>
      planted[rule].hit.filter((id) => !flagged.get(id)?.has(rule)).map((id) => `${rule}:${id}`),
    )
    expect(missed).toEqual([])
    const plantedIds = new Set(RISK_RULES.flatMap((rule) => planted[rule].hit))
    const others = everyone.filter((id) => !plantedIds.has(id))
    const falseFlags = others.filter((id) => flagged.has(id))
    expect(falseFlags.length / others.length).toBeLessThanOrEqual(0.02)
    // Near misses are not flagged by the rule they fall short of.
    const nearFlagged = RISK_RULES.flatMap((rule) =>
      planted[rule].near.filter((id) => flagged.get(id)?.has(rule)),
    )
    expect(nearFlagged).toEqual([])
  })
})
