import { loadConfig } from '@server/config'
import { rowsOf } from '@server/db/rows'
import { Code } from '@src/contract/codes'
import type { PartnerPlanList } from '@src/contract/partner-plans'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { call, createTestServer, serverWithOperator } from '../helpers'

const brazilConfig = loadConfig({ NODE_ENV: 'test', COMPLIANCE_PROFILE: 'brazil' })
const brazil = serverWithOperator(() =>
  createTestServer({ config: { compliance: brazilConfig.compliance, language: brazilConfig.language } }),
)

const plan = (texts: Record<string, string>) => ({
  name: 'CPA de lançamento',
  kind: 'cpa',
  cpa: { amount: 10_000, minDeposits: 3_000, minWagered: 10_000 },
  texts,
})

test('in the brazil profile a plan whose text calls anything free is refused with the advertising rule, and nothing is written', async () => {
  const { app, db } = brazil.server
  const count = async () =>
    Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from partner_plans`))[0]?.n)
  const before = await count()
  const refused = await call(
    app,
    'admin/partner_plan_create',
    plan({ pt: 'Ganhe R$ 100 grátis por jogador que depositar R$ 30' }),
    { token: brazil.operator, lang: 'pt' },
  )
  expect(refused.code).toBe(Code.PromotionFreeWithConditions)
  expect(refused.msg).toContain('“grátis”')
  expect(await count()).toBe(before)
  const accepted = await call<PartnerPlanList>(
    app,
    'admin/partner_plan_create',
    plan({ pt: 'R$ 100 por jogador que depositar R$ 30 e apostar R$ 100' }),
    { token: brazil.operator, lang: 'pt' },
  )
  expect(accepted.code).toBe(1)
  expect(accepted.data.plans[0]?.text).toBe('R$ 100 por jogador que depositar R$ 30 e apostar R$ 100')
})
