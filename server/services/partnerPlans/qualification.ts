import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { rowsOf } from '../../db/rows'
import { partnerQualifications } from '../../db/schema/partnerPlans'
import { enqueuePartnerEvent } from '../partners'
import { selfReferredSql } from '../protection'
import { type CpaExclusion, type PlayerStanding, qualify } from './commission'
import { type Month, monthAt } from './month'
import { playersMoney } from './ngr'
import { planOf, termsOf } from './plans'

/**
 * CPA qualification (docs/partners.md, "Plans and statements"), checked by the partners' job every minute
 * rather than in the deposit's or the round's transaction: it reads the player's whole standing (exclusion,
 * ban, links, identity, fraud cases) and their ledger totals, which the hot paths should not pay for, and a
 * minute's delay costs a partner nothing (the CPA counts in the month it is recorded).
 *
 * A player is recorded once (partner_qualifications, unique per player) when they meet the thresholds of
 * their partner's plan of the month: 'qualified' (the CPA counts in this month's statement, and the
 * qualification postback is written to the outbox in the same transaction), 'excluded' for a final reason
 * (selfReferred, selfExcluded, banned, duplicate: never paid), or 'held' (a fraud case open: checked again
 * each run; qualified in the month the case is cleared, excluded if it is confirmed). An unverified player is
 * not recorded: they stay pending until their identity is verified.
 */

/** Exclusions that are final: recorded, never paid. 'unverified' waits; 'held' is recorded and re-checked. */
const FINAL: readonly CpaExclusion[] = ['selfReferred', 'selfExcluded', 'banned', 'duplicate']

interface StandingRow {
  user_id: number
  partner_id: number
  self_referred: boolean
  self_excluded: boolean
  banned: boolean
  duplicate: boolean
  verified: boolean
  held: boolean
  confirmed: boolean
}

/**
 * What the qualification reads of each player (all of them attributed to an approved partner): the rule's
 * flags, each from its own table. A player is 'held' while a partnerFraud case of theirs is open, and the
 * fraud is 'confirmed' when such a case was closed with a confirming decision (restricted or reported).
 */
const standings = (db: Db, userIds: readonly number[]) =>
  db.execute(sql`
    select a.user_id, a.partner_id,
           ${selfReferredSql(sql`a.user_id`, sql`a.partner_id`)} as self_referred,
           coalesce(pp.exclusion_term is not null, false) as self_excluded,
           coalesce(pp.banned_at is not null or pp.play_blocked_at is not null, false) as banned,
           exists (select 1 from account_links l where l.user_id = a.user_id) as duplicate,
           u.identity_state = 'verified' as verified,
           exists (select 1 from risk_cases c where c.user_id = a.user_id and c.rule = 'partnerFraud' and c.status = 'open') as held,
           exists (select 1 from risk_cases c where c.user_id = a.user_id and c.rule = 'partnerFraud'
                   and c.status = 'closed' and c.decision in ('restricted', 'reported')) as confirmed
    from partner_attributions a
    join users u on u.id = a.user_id
    left join player_protection pp on pp.user_id = a.user_id
    where a.user_id = any(${`{${userIds.join(',')}}`}::integer[])`)

/**
 * Players to look at: attributed to an approved partner, and either without a record or held. At most
 * `limit` per run, oldest attribution first; the next run takes the rest.
 */
const candidates = async (db: Db, limit: number): Promise<number[]> =>
  rowsOf<{ user_id: number }>(
    await db.execute(sql`
      select a.user_id from partner_attributions a
      join partners p on p.id = a.partner_id and p.status = 'approved'
      left join partner_qualifications q on q.user_id = a.user_id
      where q.id is null or q.state = 'held'
      order by a.attributed_at, a.user_id
      limit ${limit}`),
  ).map((row) => Number(row.user_id))

/** What one run did: players newly qualified, excluded, held. */
export interface QualificationRun {
  qualified: number[]
  excluded: number[]
  held: number[]
}

/** Checks the candidates' CPA qualification now (see above). */
export const runQualification = async (
  db: Db,
  { now = new Date(), limit = 500 }: { now?: Date; limit?: number } = {},
): Promise<QualificationRun> => {
  const run: QualificationRun = { qualified: [], excluded: [], held: [] }
  const ids = await candidates(db, limit)
  if (ids.length === 0) return run
  const month = monthAt(now)
  const money = await playersMoney(db, ids, sql`'-infinity'::timestamptz`, sql`'infinity'::timestamptz`)
  for (const row of rowsOf<StandingRow>(await standings(db, ids))) {
    const userId = Number(row.user_id)
    const plan = await planOf(db, Number(row.partner_id), month)
    const terms = plan ? termsOf(plan) : null
    if (!plan || !terms?.cpa) continue
    const totals = money.get(userId)
    const standing: PlayerStanding = {
      selfReferred: row.self_referred,
      selfExcluded: row.self_excluded,
      banned: row.banned,
      duplicate: row.duplicate,
      verified: row.verified,
      held: row.held || row.confirmed,
      deposits: totals?.deposits ?? 0,
      wagered: totals?.stakes ?? 0,
    }
    const outcome = qualify(terms.cpa, standing)
    if (outcome.state === 'pending') continue
    if (outcome.state === 'excluded' && outcome.reason === 'unverified') continue
    // A fraud case confirmed (restricted or reported) excludes for good; one still open holds.
    const state =
      outcome.state === 'qualified'
        ? 'qualified'
        : FINAL.includes(outcome.reason) || row.confirmed
          ? 'excluded'
          : 'held'
    const recorded = await record(db, {
      userId,
      partnerId: Number(row.partner_id),
      planId: plan.id,
      state,
      reason: outcome.state === 'excluded' ? outcome.reason : null,
      amount: terms.cpa.amount,
      month,
    })
    if (recorded)
      run[state === 'qualified' ? 'qualified' : state === 'held' ? 'held' : 'excluded'].push(userId)
  }
  return run
}

/**
 * Writes the player's record, or moves a held one on; answers whether anything changed. A qualification
 * writes its postback in the same transaction: both or neither.
 */
const record = (
  db: Db,
  entry: {
    userId: number
    partnerId: number
    planId: number
    state: 'qualified' | 'excluded' | 'held'
    reason: CpaExclusion | null
    amount: number
    month: Month
  },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const values = {
      state: entry.state,
      reason: entry.state === 'qualified' ? null : entry.reason,
      month: entry.state === 'qualified' ? entry.month : null,
    }
    const [inserted] = await tx
      .insert(partnerQualifications)
      .values({
        userId: entry.userId,
        partnerId: entry.partnerId,
        planId: entry.planId,
        amount: entry.amount,
        ...values,
      })
      .onConflictDoNothing()
      .returning({ id: partnerQualifications.id })
    let changed = inserted !== undefined
    if (!changed && entry.state !== 'held') {
      // A held record moves on once its case is decided; a record in any other state is never changed.
      const moved = await tx
        .update(partnerQualifications)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(partnerQualifications.userId, entry.userId), eq(partnerQualifications.state, 'held')))
        .returning({ id: partnerQualifications.id })
      changed = moved.length > 0
    }
    // The qualification postback, in this transaction: the partners' outbox sends it after the commit, once
    // (its key is the player's).
    if (changed && entry.state === 'qualified')
      await enqueuePartnerEvent(tx, {
        userId: entry.userId,
        event: 'qualification',
        key: `qualification:${entry.userId}`,
        amount: entry.amount,
      })
    return changed
  })
