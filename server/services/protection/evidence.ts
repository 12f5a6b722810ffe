import { createHash } from 'node:crypto'
import { Code } from '@src/contract/codes'
import type { RiskCaseEvidence } from '@src/contract/risk'
import type { SharedKind } from '@src/contract/risk-values'
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { riskCases, riskFlags } from '../../db/schema/risk'
import { sessions } from '../../db/schema/sessions'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'

/** The other players listed for one shared thing: enough to judge, few enough to read. */
const OTHERS_SHOWN = 20
/** A device is kept only as a hash: this many of its characters tell two devices apart on screen. */
const DEVICE_SHOWN = 10

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

interface SharedRow {
  kind: SharedKind
  value: string
  at: Date | string | null
  others: number[]
}

/**
 * What the player shares with other players: their devices and addresses (account_sightings), PIX keys and
 * documents (their CPF, and the CPFs on their payout accounts), each with the other players holding it.
 */
const sharedWith = async (db: Db, userId: number): Promise<SharedRow[]> => {
  const result = await db.execute(sql`
    with mine as (
      select kind, value_hash as value, last_seen as at from account_sightings where user_id = ${userId}
      union all
      select 'pixKey', number, created_at from payout_accounts
      where user_id = ${userId} and kind = 'pix' and deleted_at is null
      union all
      select 'document', cpf, created_at from users where id = ${userId} and cpf is not null
      union all
      select 'document', cpf, created_at from payout_accounts where user_id = ${userId} and cpf <> ''
    ), theirs as (
      select kind, value_hash as value, user_id from account_sightings where user_id <> ${userId}
      union all
      select 'pixKey', number, user_id from payout_accounts where kind = 'pix' and user_id <> ${userId}
      union all
      select 'document', cpf, id from users where cpf is not null and id <> ${userId}
      union all
      select 'document', cpf, user_id from payout_accounts where cpf <> '' and user_id <> ${userId}
    )
    select m.kind, m.value, max(m.at) as at, array_agg(distinct t.user_id order by t.user_id) as others
    from mine m join theirs t on t.kind = m.kind and t.value = m.value
    group by m.kind, m.value
    order by m.kind, m.value`)
  return (result as unknown as { rows: SharedRow[] }).rows
}

/** A case's flags, the first raised first. */
export const caseFlags = (db: Db, caseId: number) =>
  db
    .select()
    .from(riskFlags)
    .where(eq(riskFlags.caseId, caseId))
    .orderBy(asc(riskFlags.flaggedAt), asc(riskFlags.id))

/** A flag as the console shows it, in the evidence and in the export. */
export const flagView = (flag: typeof riskFlags.$inferSelect) => ({
  id: flag.id,
  rule: flag.rule,
  evidence: flag.evidence,
  flaggedAt: flag.flaggedAt.toISOString(),
})

/** admin/risk_case_evidence: the case's flags and what its player shares with whom. */
export const riskCaseEvidence = async (db: Db, id: number): Promise<RiskCaseEvidence> => {
  const [riskCase] = await db.select({ userId: riskCases.userId }).from(riskCases).where(eq(riskCases.id, id))
  if (!riskCase) throw new ApiError(Code.RiskCaseNotFound)
  const { userId } = riskCase
  const [flags, shared, addresses] = await Promise.all([
    caseFlags(db, id),
    sharedWith(db, userId),
    db
      .selectDistinct({ ip: sessions.ip })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNotNull(sessions.ip))),
  ])
  // Addresses are kept hashed beside the players; the player's own sessions say which address a hash is.
  const addressOf = new Map(addresses.flatMap(({ ip }) => (ip ? [[sha256(ip), ip] as const] : [])))
  const shown = shared.map((row) => ({ ...row, others: row.others.slice(0, OTHERS_SHOWN) }))
  const ids = [...new Set(shown.flatMap((row) => row.others))]
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, phone: users.phone, fullName: users.fullName })
          .from(users)
          .where(inArray(users.id, ids))
  const person = new Map(people.map((one) => [one.id, one]))
  return {
    flags: flags.map(flagView),
    shared: shown.map((row) => ({
      kind: row.kind,
      value:
        row.kind === 'device'
          ? row.value.slice(0, DEVICE_SHOWN)
          : row.kind === 'address'
            ? (addressOf.get(row.value) ?? row.value.slice(0, DEVICE_SHOWN))
            : row.value,
      lastSeen: row.at === null ? null : new Date(row.at).toISOString(),
      players: row.others.flatMap((other) => {
        const found = person.get(other)
        return found ? [found] : []
      }),
    })),
  }
}
