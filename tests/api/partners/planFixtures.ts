import type { Db } from '@server/db'
import { rowsOf } from '@server/db/rows'
import { createSession } from '@server/services/accounts/sessions'
import { createUser } from '@server/services/accounts/users'
import { type AccountRef, transfer } from '@server/services/ledger'
import { sql } from 'drizzle-orm'
import { newPhone } from '../helpers'

let counter = 0

/** A player straight in the database (identity verified unless said), with a session token. */
export const player = async (
  db: Db,
  { verified = true }: { verified?: boolean } = {},
): Promise<{ id: number; phone: string; token: string }> => {
  const phone = newPhone()
  const user = await createUser(db, { phone, passwordHash: 'not used' })
  if (!user) throw new Error('phone clash')
  if (verified) await db.execute(sql`update users set identity_state = 'verified' where id = ${user.id}`)
  return { id: user.id, phone, token: await createSession(db, user.id) }
}

/** A partner: a player account made a partner (approved unless said), with a parent partner if given. */
export const partner = async (
  db: Db,
  { status = 'approved', parentId = null }: { status?: string; parentId?: number | null } = {},
): Promise<{ id: number; userId: number; phone: string; token: string }> => {
  const account = await player(db)
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into partners (user_id, status, parent_id)
      values (${account.id}, ${status}, ${parentId}) returning id`),
  )
  return { id: Number(row?.id), userId: account.id, phone: account.phone, token: account.token }
}

/** Attributes a player to a partner, as the tracking side does at registration. */
export const attribute = async (db: Db, userId: number, partnerId: number): Promise<void> => {
  await db.execute(sql`insert into partner_attributions (user_id, partner_id, attributed_at)
    values (${userId}, ${partnerId}, now() - interval '100 days')`)
}

/** A plan written straight in the database, assigned to the partner from `fromMonth` (past months too). */
export const planFor = async (
  db: Db,
  partnerId: number,
  fromMonth: string,
  plan: {
    kind: 'cpa' | 'revenue_share' | 'hybrid'
    cpa?: { amount: number; minDeposits: number; minWagered: number }
    tiers?: { fromNgr: number; rateBps: number }[]
    subShareBps?: number
  },
): Promise<number> => {
  const [admin] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users where 'admin' = any(roles) order by id limit 1`),
  )
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into partner_plans
      (name, kind, cpa_amount, cpa_min_deposits, cpa_min_wagered, tiers, sub_share_bps, texts, created_by)
      values (${`plan ${++counter}`}, ${plan.kind}, ${plan.cpa?.amount ?? 0}, ${plan.cpa?.minDeposits ?? 0},
        ${plan.cpa?.minWagered ?? 0}, ${JSON.stringify(plan.tiers ?? [])}::jsonb, ${plan.subShareBps ?? 0},
        '{"pt":"Plano"}'::jsonb, ${admin?.id})
      returning id`),
  )
  await db.execute(sql`insert into partner_plan_assignments (partner_id, plan_id, from_month, assigned_by)
    values (${partnerId}, ${row?.id}, ${fromMonth}, ${admin?.id})`)
  return Number(row?.id)
}

/** Moves money for a test: a deposit, a stake the house keeps, a bonus. Answers the movement's id. */
export const moveMoney = async (
  db: Db,
  userId: number,
  kind: 'deposit' | 'stake' | 'win' | 'bonus',
  amount: number,
): Promise<number> => {
  counter += 1
  const key = `test:partner-plan:${userId}:${kind}:${counter}:${Date.now()}`
  const wallet: AccountRef = { userId, kind: 'wallet' }
  const plans = {
    deposit: { reason: 'deposit', from: { system: 'deposits' }, to: wallet },
    stake: { reason: 'bet', from: wallet, to: { system: 'house' } },
    win: { reason: 'win', from: { system: 'house' }, to: wallet },
    bonus: { reason: 'reward', from: { system: 'rewards' }, to: wallet },
  } as const
  const { reason, from, to } = plans[kind]
  return (await transfer(db, { key, reason, reference: key, from, to, amount })).transactionId
}
