import { playerNotices } from '@server/db/schema/notifications'
import { riskCases } from '@server/db/schema/risk'
import { hasOpenRiskCase } from '@server/services/protection'
import { riskRating } from '@server/services/protection/cases'
import { runMonitoring } from '@server/services/protection/monitoring'
import { Code } from '@src/contract/codes'
import type { RiskCase, RiskCaseExport, RiskCasePage } from '@src/contract/risk'
import { RISK_RULES, type RiskRule } from '@src/contract/risk-values'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { call, createPlayer, serverWithOperator } from '../helpers'
import { flaggedBy, makePlayers, plant } from './riskPatterns'

const given = serverWithOperator()
const NOW = new Date()
const planted = {} as Record<RiskRule, { hit: number[]; near: number[] }>
const firstRun = {} as Record<RiskRule, number>

const admin = <T>(path: string, body: unknown, token = given.operator) =>
  call<T>(given.server.app, `admin/${path}`, body, { token, lang: 'en' })

const caseOf = async (userId: number, rule: RiskRule): Promise<RiskCase> => {
  const page = await admin<RiskCasePage>('risk_cases', { userId })
  const mine = page.data.list.filter((item) => item.rule === rule)
  // The open one when there is one (a decided case stays listed).
  const found = mine.find((item) => item.status === 'open') ?? mine[0]
  if (!found) throw new Error(`no ${rule} case for player ${userId}`)
  return found
}

beforeAll(async () => {
  const { db } = given.server
  for (const rule of RISK_RULES) {
    // Three of each (one device shared by three), two near misses.
    planted[rule] = { hit: await makePlayers(db, 3), near: await makePlayers(db, 2) }
    await plant(db, rule, planted[rule].hit, NOW, false)
    await plant(db, rule, planted[rule].near, NOW, true)
  }
  Object.assign(
    firstRun,
    await runMonitoring(db, { now: NOW, since: new Date(NOW.getTime() - 8 * 86_400_000) }),
  )
})

describe('the monitoring rules', () => {
  test.each(RISK_RULES)('%s flags its planted pattern and not its near miss', async (rule) => {
    const flagged = await flaggedBy(given.server.db)
    for (const id of planted[rule].hit) expect(flagged.get(id)?.has(rule), `player ${id}`).toBe(true)
    for (const id of planted[rule].near)
      expect(flagged.get(id)?.has(rule) ?? false, `player ${id}`).toBe(false)
  })

  test('a second run over the same window flags nothing again', async () => {
    const again = await runMonitoring(given.server.db, {
      now: NOW,
      since: new Date(NOW.getTime() - 8 * 86_400_000),
    })
    expect(Object.values(again).every((count) => count === 0)).toBe(true)
    expect(Object.values(firstRun).reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(24)
  })

  test('a responsible-gaming case sends the player a protection message; a laundering case does not', async () => {
    const notices = async (userId: number) =>
      given.server.db
        .select()
        .from(playerNotices)
        .where(and(eq(playerNotices.userId, userId), eq(playerNotices.kind, 'playAlert')))
    const [rg] = planted.nightStreak.hit
    const [aml] = planted.largeWithdrawal.hit
    expect(await notices(rg as number)).toHaveLength(1)
    expect(await notices(aml as number)).toHaveLength(0)
  })
})

describe('risk cases in the console', () => {
  test('a case starts open, with no owner and a deadline, and the player has an open case', async () => {
    const [id] = planted.depositSpike.hit
    const riskCase = await caseOf(id as number, 'depositSpike')
    expect(riskCase).toMatchObject({ status: 'open', owner: null, kind: 'rg', flags: 1, decision: null })
    expect(new Date(riskCase.deadline).getTime()).toBeGreaterThan(NOW.getTime())
    expect(await hasOpenRiskCase(given.server.db, id as number)).toBe(true)
    const [clean] = await makePlayers(given.server.db, 1)
    expect(await hasOpenRiskCase(given.server.db, clean as number)).toBe(false)
  })

  test('an operator takes a case, and closing it needs a decision and a reason', async () => {
    const [id] = planted.depositSpike.hit
    const riskCase = await caseOf(id as number, 'depositSpike')
    const taken = await admin<RiskCase>('risk_case_assign', { id: riskCase.id })
    expect(taken.code).toBe(Code.Ok)
    expect(taken.data.owner?.id).toBeGreaterThan(0)
    const noReason = await admin('risk_case_decide', { id: riskCase.id, decision: 'contacted', reason: '  ' })
    expect(noReason.code).toBe(Code.RiskReasonRequired)
    const decided = await admin<RiskCase>('risk_case_decide', {
      id: riskCase.id,
      decision: 'contacted',
      reason: 'Called the player; agreed a daily deposit limit',
    })
    expect(decided.data).toMatchObject({ status: 'closed', decision: 'contacted' })
    const again = await admin('risk_case_decide', { id: riskCase.id, decision: 'noAction', reason: 'x' })
    expect(again.code).toBe(Code.RiskCaseClosed)
    expect(await hasOpenRiskCase(given.server.db, id as number)).toBe(false)
  })

  test('a flag after the decision opens a new case; a flag while open adds to it', async () => {
    const [id] = planted.depositSpike.hit
    const { db } = given.server
    await plant(db, 'depositSpike', [id as number], NOW, false)
    await runMonitoring(db, { now: NOW, since: new Date(NOW.getTime() - 86_400_000) })
    const open = await caseOf(id as number, 'depositSpike')
    expect(open.status).toBe('open')
    const cases = await db
      .select()
      .from(riskCases)
      .where(eq(riskCases.userId, id as number))
    expect(cases.filter((row) => row.rule === 'depositSpike')).toHaveLength(2)

    const [other] = planted.nightStreak.hit
    const before = await caseOf(other as number, 'nightStreak')
    // Three more nights a week earlier: a second streak, the same open case.
    const earlier = new Date(NOW.getTime() - 4 * 86_400_000)
    await plant(db, 'nightStreak', [other as number], earlier, false)
    await runMonitoring(db, { now: NOW, since: new Date(NOW.getTime() - 8 * 86_400_000) })
    const after = await caseOf(other as number, 'nightStreak')
    expect(after.id).toBe(before.id)
    expect(after.flags).toBeGreaterThan(before.flags)
  })

  test('the rating is low without cases, medium with an open responsible-gaming case, high with an open laundering case', async () => {
    const { db } = given.server
    const [clean] = await makePlayers(db, 1)
    expect(await riskRating(db, clean as number)).toBe('low')
    expect(await riskRating(db, planted.limitNear.hit[0] as number)).toBe('medium')
    expect(await riskRating(db, planted.passThrough.hit[0] as number)).toBe('high')
    expect((await caseOf(planted.passThrough.hit[0] as number, 'passThrough')).rating).toBe('high')
  })

  test('a decided case with an action keeps the rating at medium; one closed without action does not', async () => {
    const { db } = given.server
    const [acted, cleared] = planted.longSession.hit as [number, number]
    for (const [userId, decision] of [
      [acted, 'limited'],
      [cleared, 'noAction'],
    ] as const) {
      const riskCase = await caseOf(userId, 'longSession')
      await admin('risk_case_decide', { id: riskCase.id, decision, reason: 'Reviewed the sessions' })
    }
    expect(await riskRating(db, acted)).toBe('medium')
    // The other rules may have flagged this player too: only its longSession case is closed without action.
    const open = await db.select().from(riskCases).where(eq(riskCases.userId, cleared))
    if (open.every((row) => row.status === 'closed')) expect(await riskRating(db, cleared)).toBe('low')
  })

  test('a case exports with the player, its flags, the movements and the play for a COAF report', async () => {
    const [id] = planted.passThrough.hit
    const riskCase = await caseOf(id as number, 'passThrough')
    const exported = await admin<RiskCaseExport>('risk_case_export', { id: riskCase.id })
    expect(exported.code).toBe(Code.Ok)
    expect(exported.data.player.cpf).toMatch(/^\d{11}$/)
    expect(exported.data.flags).toHaveLength(1)
    expect(exported.data.flags[0]?.evidence).toMatchObject({ deposited7d: 150_000, withdrawn7d: 170_000 })
    expect(exported.data.movements.map((order) => order.amount).sort()).toEqual([150_000, 170_000])
    expect(exported.data.play.stakes).toBe(1_000)
  })

  test('each action needs its permission, and an unknown case is named', async () => {
    const player = await createPlayer(given.server.app)
    for (const path of ['risk_cases', 'risk_case_assign', 'risk_case_decide', 'risk_case_export']) {
      const body =
        path === 'risk_cases'
          ? {}
          : path === 'risk_case_decide'
            ? { id: 1, decision: 'noAction', reason: 'x' }
            : { id: 1 }
      expect((await admin(path, body, player.token)).code, path).toBe(Code.Forbidden)
    }
    expect((await admin('risk_case_export', { id: 999_999 })).code).toBe(Code.RiskCaseNotFound)
    const [id] = planted.sharedIdentifier.hit
    const riskCase = await caseOf(id as number, 'sharedIdentifier')
    const handed = await admin('risk_case_assign', { id: riskCase.id, ownerId: player.user.id })
    expect(handed.code).toBe(Code.RiskOwnerInvalid)
  })
})
