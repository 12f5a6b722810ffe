import type { Db } from '@server/db'
import { partnerPlanAssignments, partnerPlans, partnerQualifications } from '@server/db/schema/partnerPlans'
import { partnerAttributions, partnerClicks, partners } from '@server/db/schema/partners'
import { dayOf, shiftDays } from '@server/services/calendar'
import { transfer } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { PartnerFigures } from '@src/contract/partner-area'
import { describe, expect, test } from 'vitest'
import { call, createPlayer, type Player, refusal, sharedServer } from '../helpers'

const given = sharedServer()
const NOT_A_PARTNER = "This account is not a partner's."

let counter = 0
const click = (partnerId: number, sub1: string | null, flags: { bot?: boolean; repeat?: boolean } = {}) => {
  counter += 1
  return {
    clickId: `c${String(counter).padStart(24, 'x')}${Date.now()}`.slice(0, 25),
    partnerId,
    sub1,
    source: 'widget' as const,
    ipHash: `ip${counter}`,
    userAgentHash: 'ua',
    ...flags,
  }
}

const money = async (db: Db, userId: number, key: string, stake: number, deposit: number) => {
  await transfer(db, {
    key: `${key}:d`,
    reason: 'deposit',
    reference: `test:${key}`,
    from: { system: 'deposits' },
    to: { userId, kind: 'wallet' },
    amount: deposit,
  })
  await transfer(db, {
    key: `${key}:c`,
    reason: 'conversion',
    reference: `test:${key}`,
    from: { userId, kind: 'wallet' },
    to: { userId, kind: 'game' },
    amount: stake,
  })
  await transfer(db, {
    key: `${key}:b`,
    reason: 'bet',
    reference: `test:${key}`,
    from: { userId, kind: 'game' },
    to: { system: 'house' },
    amount: stake,
  })
}

/** A partner with a hybrid plan (CPA R$ 50, 25 % of NGR), two counted clicks and a bot, two players. */
const partnerWithPlayers = async (): Promise<{ partner: Player; partnerId: number; stake: number }> => {
  const { db } = given.server.app
  const partner = await createPlayer(given.server.app)
  const [row] = await db
    .insert(partners)
    .values({ userId: partner.user.id, status: 'approved' })
    .returning({ id: partners.id })
  const partnerId = row?.id ?? 0
  const [plan] = await db
    .insert(partnerPlans)
    .values({
      name: 'Hybrid',
      kind: 'hybrid',
      cpaAmount: 5000,
      tiers: [{ fromNgr: 0, rateBps: 2500 }],
      texts: { pt: 'Plano' },
      createdBy: partner.user.id,
    })
    .returning({ id: partnerPlans.id })
  await db.insert(partnerPlanAssignments).values({
    partnerId,
    planId: plan?.id ?? 0,
    fromMonth: `${dayOf(new Date()).slice(0, 7)}-01`,
    assignedBy: partner.user.id,
  })
  const clicks = [click(partnerId, 'blog'), click(partnerId, 'blog'), click(partnerId, 'blog', { bot: true })]
  await db.insert(partnerClicks).values(clicks)
  const a = await createPlayer(given.server.app)
  const b = await createPlayer(given.server.app)
  await db.insert(partnerAttributions).values([
    { userId: a.user.id, partnerId, clickId: clicks[0]?.clickId ?? null, sub1: 'blog' },
    { userId: b.user.id, partnerId },
  ])
  const stake = 1234
  await money(db, a.user.id, `partner-area:${a.user.id}`, stake, 10_000)
  await db.insert(partnerQualifications).values({
    userId: a.user.id,
    partnerId,
    planId: plan?.id ?? 0,
    state: 'qualified',
    amount: 5000,
    month: `${dayOf(new Date()).slice(0, 7)}-01`,
  })
  return { partner, partnerId, stake }
}

describe('the partner area', () => {
  test("a partner reads today's clicks, sign-ups, first deposit, qualification, NGR and commission, by day and by sub-id", async () => {
    const { partner, partnerId, stake } = await partnerWithPlayers()
    const today = dayOf(new Date())
    const answer = await call<PartnerFigures>(
      given.server.app,
      'partner/figures',
      { from: shiftDays(today, -6), to: today },
      { token: partner.token },
    )
    expect(answer.code).toBe(1)
    const commission = 5000 + Math.trunc((stake * 2500) / 10_000)
    const expected = {
      clicks: 2,
      otherClicks: 1,
      signups: 2,
      firstDeposits: 1,
      qualified: 1,
      ngr: stake,
      commission,
    }
    expect(answer.data).toMatchObject({ partnerId, rateBps: 2500, cpa: 5000, totals: expected })
    expect(answer.data.days).toHaveLength(7)
    expect(answer.data.days.at(-1)).toEqual({ day: today, ...expected })
    expect(answer.data.days.slice(0, 6).every((day) => day.signups === 0 && day.ngr === 0)).toBe(true)
    expect(answer.data.subIds).toEqual([
      { subId: 'blog', ...expected, signups: 1 },
      {
        subId: '',
        clicks: 0,
        otherClicks: 0,
        signups: 1,
        firstDeposits: 0,
        qualified: 0,
        ngr: 0,
        commission: 0,
      },
    ])
  })

  test('the figures as CSV: headers in the reader’s language, a row per day and per sub-id, amounts in reais', async () => {
    const { partner } = await partnerWithPlayers()
    const today = dayOf(new Date())
    const response = await given.server.app.inject({
      method: 'POST',
      url: '/api/partner/figures_export',
      headers: { token: partner.token, vuelang: 'pt' },
      payload: { from: today, to: today },
    })
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Tipo,Dia ou sub-id,Cliques,Robôs e repetidos,Cadastros,Primeiros depósitos,Qualificados,NGR,Comissão',
    )
    expect(lines[1]).toBe(`dia,${today},2,1,2,1,1,12.34,53.08`)
    expect(lines).toContain('subidentificador,blog,2,1,1,1,1,12.34,53.08')
    expect(lines.at(-1)).toBe(`soma,${today}..${today},2,1,2,1,1,12.34,53.08`)
  })

  test('a player who is not a partner is refused in their language', async () => {
    const player = await createPlayer(given.server.app)
    const today = dayOf(new Date())
    const answer = await call(
      given.server.app,
      'partner/figures',
      { from: today, to: today },
      { token: player.token, lang: 'en' },
    )
    expect(answer).toEqual(refusal(Code.NotAPartner, NOT_A_PARTNER))
  })

  test('a range backwards, of a day that does not exist or longer than 92 days is refused', async () => {
    const { partner } = await partnerWithPlayers()
    const today = dayOf(new Date())
    for (const range of [
      { from: today, to: shiftDays(today, -1) },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: shiftDays(today, -92), to: today },
    ]) {
      const answer = await call(given.server.app, 'partner/figures', range, {
        token: partner.token,
        lang: 'en',
      })
      expect(answer).toEqual(
        refusal(Code.PartnerFiguresRange, 'Choose a range of real days, oldest first, of at most 92 days.'),
      )
    }
  })
})
