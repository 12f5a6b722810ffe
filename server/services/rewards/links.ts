import { createHash } from 'node:crypto'
import type { LinkedAccountPage, LinkReason } from '@src/contract/rewards'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { readPage } from '../../db/paging'
import { accountLinks, accountSightings } from '../../db/schema/links'
import { payoutAccounts } from '../../db/schema/money'
import { users } from '../../db/schema/users'

/**
 * Self-invitation: one person inviting their own second account to farm referral rewards. An invitee
 * sharing a CPF, a PIX key, a device or an address with their inviter is linked to them: no referral reward,
 * and an entry in the operator console (admin/linked_accounts) for review.
 */

const hash = (value: string) => createHash('sha256').update(value).digest('hex')

/** Remembers an address and (when the browser sent one) a device id the account was used from. */
export const recordSighting = async (
  db: Db,
  userId: number,
  seen: { address: string; device?: string | undefined },
): Promise<void> => {
  const rows = [
    { userId, kind: 'address' as const, valueHash: hash(seen.address) },
    ...(seen.device ? [{ userId, kind: 'device' as const, valueHash: hash(seen.device) }] : []),
  ]
  await db
    .insert(accountSightings)
    .values(rows)
    .onConflictDoUpdate({
      target: [accountSightings.userId, accountSightings.kind, accountSightings.valueHash],
      set: { lastSeen: sql`now()` },
    })
}

const sharedSightings = async (db: Db, a: number, b: number): Promise<LinkReason[]> => {
  const theirs = alias(accountSightings, 'theirs')
  const rows = await db
    .selectDistinct({ kind: accountSightings.kind })
    .from(accountSightings)
    .innerJoin(
      theirs,
      and(eq(theirs.kind, accountSightings.kind), eq(theirs.valueHash, accountSightings.valueHash)),
    )
    .where(and(eq(accountSightings.userId, a), eq(theirs.userId, b)))
  return rows.map((row) => row.kind)
}

const payoutIdentities = async (db: Db, userId: number) => {
  const rows = await db
    .select({ kind: payoutAccounts.kind, number: payoutAccounts.number, cpf: payoutAccounts.cpf })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.deletedAt)))
  return {
    cpfs: new Set(rows.map((row) => row.cpf).filter(Boolean)),
    pixKeys: new Set(rows.filter((row) => row.kind === 'pix').map((row) => row.number)),
  }
}

const overlaps = (a: Set<string>, b: Set<string>) => [...a].some((value) => b.has(value))

/** What the two accounts share, if anything. */
const sharedIdentity = async (db: Db, userId: number, otherId: number): Promise<LinkReason[]> => {
  const [seen, mine, theirs] = await Promise.all([
    sharedSightings(db, userId, otherId),
    payoutIdentities(db, userId),
    payoutIdentities(db, otherId),
  ])
  const reasons: LinkReason[] = []
  if (overlaps(mine.cpfs, theirs.cpfs)) reasons.push('cpf')
  if (overlaps(mine.pixKeys, theirs.pixKeys)) reasons.push('pix_key')
  for (const kind of ['device', 'address'] as const) if (seen.includes(kind)) reasons.push(kind)
  return reasons
}

/**
 * Compares the player with their inviter and records the link when they share anything (reasons merged
 * with an earlier entry). Answers whether they are linked, now or before.
 */
export const checkInviterLink = async (db: Db, userId: number): Promise<boolean> => {
  const [player] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.id, userId))
  if (!player?.parentId) return false
  const reasons = await sharedIdentity(db, userId, player.parentId)
  if (reasons.length === 0) {
    const [earlier] = await db
      .select({ id: accountLinks.id })
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, userId), eq(accountLinks.inviterId, player.parentId)))
    return earlier !== undefined
  }
  await db
    .insert(accountLinks)
    .values({ userId, inviterId: player.parentId, reasons })
    .onConflictDoUpdate({
      target: [accountLinks.userId, accountLinks.inviterId],
      set: {
        reasons: sql`array(select distinct unnest(${accountLinks.reasons} || excluded.reasons) order by 1)`,
        updatedAt: sql`now()`,
      },
    })
  return true
}

/** After a payout account is bound: the player against their inviter, and their invitees against them. */
export const checkLinksOf = async (db: Db, userId: number): Promise<void> => {
  await checkInviterLink(db, userId)
  const invitees = await db.select({ id: users.id }).from(users).where(eq(users.parentId, userId))
  for (const invitee of invitees) await checkInviterLink(db, invitee.id)
}

/** Where a request comes from: its client address and the device id the portal sends (header `device`). */
export const sightingOf = (request: { ip: string; headers: Record<string, unknown> }) => {
  const device = request.headers.device
  return {
    address: request.ip,
    device: typeof device === 'string' && /^[\w-]{16,64}$/.test(device) ? device : undefined,
  }
}

/** admin/linked_accounts: the newest links first. */
export const listLinks = async (db: Db, page: number, limit: number): Promise<LinkedAccountPage> => {
  const inviter = alias(users, 'inviter')
  const party = (user: typeof users.$inferSelect) => ({
    id: user.id,
    phone: user.phone,
    nickname: user.nickname,
  })
  return readPage(
    db
      .select({ link: accountLinks, player: users, inviter })
      .from(accountLinks)
      .innerJoin(users, eq(users.id, accountLinks.userId))
      .innerJoin(inviter, eq(inviter.id, accountLinks.inviterId))
      .orderBy(desc(accountLinks.updatedAt), desc(accountLinks.id)),
    db.select({ value: count() }).from(accountLinks),
    { page, limit },
    (rows) =>
      rows.map(({ link, player, inviter: parent }) => ({
        id: link.id,
        player: party(player),
        inviter: party(parent),
        reasons: link.reasons,
        createdAt: link.createdAt.toISOString(),
        updatedAt: link.updatedAt.toISOString(),
      })),
  )
}
