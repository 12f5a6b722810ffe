import { createHash } from 'node:crypto'
import { riskCases, riskFlags } from '@server/db/schema/risk'
import { sessions } from '@server/db/schema/sessions'
import { recordSighting } from '@server/services/rewards/links'
import { Code } from '@src/contract/codes'
import type { RiskCaseEvidence } from '@src/contract/risk'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { call, createPlayer, serverWithOperator } from '../helpers'

const given = serverWithOperator()

const DEVICE = 'device-0123456789abcdef'

test('a risk case shows which device and address its player shares, and with whom; nothing shared says so', async () => {
  const { app, db } = given.server
  const [suspect, other, alone] = await Promise.all([createPlayer(app), createPlayer(app), createPlayer(app)])
  await recordSighting(db, suspect.user.id, { address: '203.0.113.7', device: DEVICE })
  await recordSighting(db, other.user.id, { address: '203.0.113.7', device: DEVICE })
  // The suspect's own session says which address the stored hash is.
  await db.update(sessions).set({ ip: '203.0.113.7' }).where(eq(sessions.userId, suspect.user.id))
  const [opened] = await db
    .insert(riskCases)
    .values({
      userId: suspect.user.id,
      rule: 'sharedIdentifier',
      deadline: new Date(Date.now() + 86_400_000),
    })
    .returning()
  if (!opened) throw new Error('no case')
  await db.insert(riskFlags).values({
    caseId: opened.id,
    userId: suspect.user.id,
    rule: 'sharedIdentifier',
    key: `with:${other.user.id}:device`,
    evidence: { with: other.user.id, shared: ['device', 'address'] },
  })

  const answer = await call<RiskCaseEvidence>(
    app,
    'admin/risk_case_evidence',
    { id: opened.id },
    { token: given.operator },
  )
  expect(answer.code).toBe(Code.Ok)
  expect(answer.data.flags).toMatchObject([{ rule: 'sharedIdentifier', evidence: { with: other.user.id } }])
  const byKind = Object.fromEntries(answer.data.shared.map((shared) => [shared.kind, shared]))
  expect(byKind.address).toMatchObject({ value: '203.0.113.7', players: [{ id: other.user.id }] })
  const deviceHash = createHash('sha256').update(DEVICE).digest('hex')
  expect(byKind.device).toMatchObject({
    value: deviceHash.slice(0, 10),
    players: [{ id: other.user.id, phone: other.phone }],
  })

  const [quiet] = await db
    .insert(riskCases)
    .values({ userId: alone.user.id, rule: 'largeWithdrawal', deadline: new Date(Date.now() + 86_400_000) })
    .returning()
  const none = await call<RiskCaseEvidence>(
    app,
    'admin/risk_case_evidence',
    { id: quiet?.id },
    { token: given.operator },
  )
  // Every test player signs up from an address of its own.
  expect(none.data.shared).toEqual([])

  const missing = await call(app, 'admin/risk_case_evidence', { id: 999_999 }, { token: given.operator })
  expect(missing.code).toBe(Code.RiskCaseNotFound)
})
