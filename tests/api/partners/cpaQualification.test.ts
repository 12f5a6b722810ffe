import type { Db } from '@server/db'
import { rowsOf } from '@server/db/rows'
import { monthAt } from '@server/services/partnerPlans/month'
import { runQualification } from '@server/services/partnerPlans/qualification'
import { freezeMonth } from '@server/services/partnerPlans/statements'
import { runMonitoring } from '@server/services/protection/monitoring'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { sharedServer } from '../helpers'
import { attribute, moveMoney, partner, planFor, player } from './planFixtures'

const given = sharedServer()
const month = monthAt(new Date())
const CPA = { amount: 7_500, minDeposits: 2_000, minWagered: 5_000 }

/** What a generated player is: their standing and what they deposited and staked. */
const standing = fc.record({
  selfExcluded: fc.boolean(),
  banned: fc.boolean(),
  duplicate: fc.boolean(),
  verified: fc.boolean(),
  selfReferred: fc.boolean(),
  held: fc.boolean(),
  deposits: fc.integer({ min: 0, max: 6_000 }),
  stakes: fc.integer({ min: 0, max: 8_000 }),
})
type Standing = typeof standing extends fc.Arbitrary<infer T> ? T : never

let devices = 0

const plant = async (db: Db, owner: { id: number; userId: number }, who: Standing): Promise<number> => {
  const { id } = await player(db, { verified: who.verified })
  await attribute(db, id, owner.id)
  if (who.selfExcluded)
    await db.execute(sql`insert into player_protection (user_id, exclusion_term, excluded_since, excluded_until)
      values (${id}, '24h', now() - interval '3 days', now() - interval '2 days')`)
  if (who.banned)
    await db.execute(sql`insert into player_protection (user_id, banned_at) values (${id}, now())
      on conflict (user_id) do update set banned_at = now()`)
  if (who.duplicate)
    await db.execute(
      sql`insert into account_links (user_id, inviter_id, reasons) values (${id}, ${owner.userId}, '{device}')`,
    )
  if (who.selfReferred) {
    devices += 1
    await db.execute(sql`insert into account_sightings (user_id, kind, value_hash)
      values (${id}, 'device', ${`shared-${devices}`}), (${owner.userId}, 'device', ${`shared-${devices}`})`)
  }
  if (who.held)
    await db.execute(
      sql`insert into risk_cases (user_id, rule, deadline) values (${id}, 'partnerFraud', now() + interval '5 days')`,
    )
  if (who.deposits > 0) await moveMoney(db, id, 'deposit', who.deposits)
  if (who.stakes > 0) {
    if (who.stakes > who.deposits) await moveMoney(db, id, 'bonus', who.stakes - who.deposits)
    await moveMoney(db, id, 'stake', who.stakes)
  }
  return id
}

const excluded = (who: Standing) =>
  who.selfExcluded || who.banned || who.duplicate || !who.verified || who.selfReferred || who.held

describe('CPA qualification', () => {
  test('a CPA is recorded, announced and counted only for a player past both thresholds with no exclusion: never for a self-excluded, banned, duplicate, unverified, self-referred or held one', async () => {
    const { db } = given.server
    await fc.assert(
      fc.asyncProperty(fc.array(standing, { minLength: 1, maxLength: 5 }), async (players) => {
        const owner = await partner(db)
        await planFor(db, owner.id, month, { kind: 'cpa', cpa: CPA })
        const ids: number[] = []
        for (const who of players) ids.push(await plant(db, owner, who))
        await runQualification(db)
        // A second run changes nothing and announces nothing again.
        await runQualification(db)
        const states = new Map(
          rowsOf<{ user_id: number; state: string }>(
            await db.execute(
              sql`select user_id, state from partner_qualifications where partner_id = ${owner.id}`,
            ),
          ).map((row) => [Number(row.user_id), row.state]),
        )
        const events = rowsOf<{ user_id: number }>(
          await db.execute(
            sql`select user_id from partner_events where partner_id = ${owner.id} and event = 'qualification'`,
          ),
        ).map((row) => Number(row.user_id))
        players.forEach((who, index) => {
          const id = ids[index] ?? 0
          const met = who.deposits >= CPA.minDeposits && who.stakes >= CPA.minWagered
          const qualifies = met && !excluded(who)
          expect([index, states.get(id) === 'qualified']).toEqual([index, qualifies])
          expect([index, events.filter((user) => user === id).length]).toEqual([index, qualifies ? 1 : 0])
          // Below the thresholds nothing is recorded; an unverified player is left pending.
          if (
            !met ||
            (!who.verified && !(who.selfExcluded || who.banned || who.duplicate || who.selfReferred))
          )
            expect([index, states.has(id)]).toEqual([index, false])
        })
        await freezeMonth(db, month)
        const [statement] = rowsOf<{ id: number; cpa_count: number; cpa_total: string }>(
          await db.execute(
            sql`select id, cpa_count, cpa_total from partner_statements where partner_id = ${owner.id}`,
          ),
        )
        const qualified = ids.filter((id) => states.get(id) === 'qualified').length
        expect(Number(statement?.cpa_count)).toBe(qualified)
        expect(Number(statement?.cpa_total)).toBe(qualified * CPA.amount)
        const paidLines = rowsOf<{ user_id: number }>(
          await db.execute(
            sql`select user_id from partner_statement_lines where statement_id = ${statement?.id} and cpa > 0`,
          ),
        ).map((row) => Number(row.user_id))
        for (const id of paidLines) expect(states.get(id)).toBe('qualified')
      }),
      { numRuns: 12 },
    )
  }, 300_000)

  test('a held player qualifies in the month their fraud case is cleared, and a confirmed case excludes them', async () => {
    const { db } = given.server
    const owner = await partner(db)
    await planFor(db, owner.id, month, { kind: 'cpa', cpa: CPA })
    const base = {
      selfExcluded: false,
      banned: false,
      duplicate: false,
      verified: true,
      selfReferred: false,
      deposits: 5_000,
      stakes: 5_000,
    }
    const cleared = await plant(db, owner, { ...base, held: true })
    const confirmed = await plant(db, owner, { ...base, held: true })
    await runQualification(db)
    const state = async (id: number) =>
      rowsOf<{ state: string; reason: string | null }>(
        await db.execute(sql`select state, reason from partner_qualifications where user_id = ${id}`),
      )[0]
    expect(await state(cleared)).toEqual({ state: 'held', reason: 'held' })
    const close = (id: number, decision: string) =>
      db.execute(sql`update risk_cases set status = 'closed', decision = ${decision}, reason = 'checked', decided_at = now()
        where user_id = ${id} and rule = 'partnerFraud'`)
    await close(cleared, 'noAction')
    await close(confirmed, 'restricted')
    await runQualification(db)
    expect(await state(cleared)).toEqual({ state: 'qualified', reason: null })
    expect(await state(confirmed)).toEqual({ state: 'excluded', reason: 'held' })
  })
})

describe('fraud signals', () => {
  test('self-referral, a shared device between two players of a partner and bonus-only play open cases on the player and the partner', async () => {
    const { db } = given.server
    const owner = await partner(db)
    const self = await player(db)
    const [first, second] = [await player(db), await player(db)]
    const bonusOnly = await player(db)
    const honest = await player(db)
    for (const id of [self.id, first.id, second.id, bonusOnly.id, honest.id])
      await attribute(db, id, owner.id)
    await db.execute(sql`insert into account_sightings (user_id, kind, value_hash) values
      (${self.id}, 'address', 'addr-self'), (${owner.userId}, 'address', 'addr-self'),
      (${first.id}, 'device', 'dev-farm'), (${second.id}, 'device', 'dev-farm')`)
    await moveMoney(db, bonusOnly.id, 'bonus', 3_000)
    await moveMoney(db, bonusOnly.id, 'stake', 2_000)
    await moveMoney(db, honest.id, 'deposit', 3_000)
    await moveMoney(db, honest.id, 'stake', 2_000)
    await runMonitoring(db, { since: new Date(Date.now() - 3_600_000) })
    const flags = rowsOf<{ user_id: number; signal: string }>(
      await db.execute(sql`select user_id, evidence->>'signal' as signal from risk_flags
        where rule = 'partnerFraud' and (evidence->>'partner')::int = ${owner.id}`),
    )
    const on = (id: number) =>
      flags
        .filter((row) => Number(row.user_id) === id)
        .map((row) => row.signal)
        .sort()
    expect(on(self.id)).toEqual(['selfReferral'])
    expect(on(first.id)).toEqual(['sharedDevice'])
    expect(on(second.id)).toEqual(['sharedDevice'])
    expect(on(bonusOnly.id)).toEqual(['bonusOnly'])
    expect(on(honest.id)).toEqual([])
    expect(on(owner.userId)).toEqual(['bonusOnly', 'selfReferral', 'sharedDevice', 'sharedDevice'])
    const cases = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from risk_cases where rule = 'partnerFraud' and status = 'open'
        and user_id in (${self.id}, ${first.id}, ${second.id}, ${bonusOnly.id}, ${owner.userId})`),
    )
    expect(cases[0]?.n).toBe(5)
    // A second run flags nothing again.
    const again = await runMonitoring(db, { since: new Date(Date.now() - 3_600_000) })
    expect(again.partnerFraud).toBe(0)
  })
})
