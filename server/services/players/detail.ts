import { Code } from '@src/contract/codes'
import type { Paged } from '@src/contract/paging'
import type { PlayerDetail, PlayerSection, PlayerSections } from '@src/contract/players'
import { PLAYER_SECTIONS } from '@src/contract/players'
import { and, count, desc, eq, type InferSelectModel, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { readPage } from '../../db/paging'
import { games } from '../../db/schema/catalogue'
import { accountLinks } from '../../db/schema/links'
import { orders } from '../../db/schema/money'
import { playerNotices } from '../../db/schema/notifications'
import { playerLimits, playerProtection, protectionLog } from '../../db/schema/protection'
import { rewards } from '../../db/schema/rewards'
import { riskCases } from '../../db/schema/risk'
import { rounds } from '../../db/schema/rounds'
import { sessions } from '../../db/schema/sessions'
import { playerNotes, users } from '../../db/schema/users'
import { accounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet'
import { ApiError } from '../../envelope'
import { playerIdentity } from '../accounts'
import { openDebt } from '../ledger'

/** The first page of every section on the player page: a few rows each; the page asks for more. */
const FIRST_PAGE_LIMIT = 10

interface Window {
  page: number
  limit: number
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

type SectionReader = (
  db: Db,
  userId: number,
  window: Window,
) => Promise<NonNullable<PlayerSections[PlayerSection]>>

/**
 * A section that is one table's rows of the player (by its userId) in `order`, each drawn by `view`; `now`
 * is the read's time in milliseconds.
 */
const ownRows =
  <T extends PgTable & { userId: AnyPgColumn }, R>(
    table: T,
    order: SQL[],
    view: (row: InferSelectModel<T>, now: number) => R,
  ) =>
  (db: Db, userId: number, window: Window): Promise<Paged<R>> => {
    // Drizzle's from() refuses a generic table: it reads this one as a plain table, whose rows are T's.
    const source: PgTable = table
    const mine = eq(table.userId, userId)
    const now = Date.now()
    return readPage(
      db
        .select()
        .from(source)
        .where(mine)
        .orderBy(...order),
      db.select({ value: count() }).from(source).where(mine),
      window,
      (rows) => (rows as InferSelectModel<T>[]).map((row) => view(row, now)),
    )
  }

const ledger: SectionReader = (db, userId, window) => {
  const mine = eq(accounts.userId, userId)
  return readPage(
    db
      .select({ entry: ledgerEntries, kind: accounts.kind, movement: ledgerTransactions })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(mine)
      .orderBy(desc(ledgerEntries.id)),
    db
      .select({ value: count() })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(mine),
    window,
    (rows) =>
      rows.map(({ entry, kind, movement }) => ({
        id: entry.id,
        at: movement.createdAt.toISOString(),
        account: kind,
        amount: entry.amount,
        balanceAfter: entry.balanceAfter,
        reason: movement.reason,
        reference: movement.reference,
      })),
  )
}

const orderSection = ownRows(orders, [desc(orders.id)], (order) => ({
  id: order.id,
  type: order.type,
  status: order.status,
  amount: order.amount,
  createdAt: order.createdAt.toISOString(),
  decidedAt: iso(order.auditedAt),
  hold: order.hold,
  failureReason: order.failureReason,
}))

const roundSection: SectionReader = (db, userId, window) =>
  readPage(
    db
      .select({ round: rounds, slug: games.slug, provider: games.provider })
      .from(rounds)
      .innerJoin(games, eq(games.id, rounds.gameId))
      .where(eq(rounds.userId, userId))
      .orderBy(desc(rounds.startedAt), desc(rounds.id)),
    db.select({ value: count() }).from(rounds).where(eq(rounds.userId, userId)),
    window,
    (rows) =>
      rows.map(({ round, slug, provider }) => ({
        id: round.id,
        game: slug,
        provider,
        bet: round.bet,
        win: round.win,
        settled: round.settled,
        startedAt: round.startedAt.toISOString(),
      })),
  )

const bonusSection = ownRows(rewards, [desc(rewards.id)], (reward) => ({
  id: reward.id,
  kind: reward.kind,
  amount: reward.amount,
  period: reward.period,
  createdAt: reward.createdAt.toISOString(),
}))

const protectionSection = ownRows(
  protectionLog,
  [desc(protectionLog.createdAt), desc(protectionLog.id)],
  (entry) => ({
    id: entry.id,
    event: entry.event,
    detail: entry.detail,
    actorId: entry.actorId,
    createdAt: entry.createdAt.toISOString(),
  }),
)

const sessionSection = ownRows(sessions, [desc(sessions.lastUsedAt), desc(sessions.id)], (session, now) => ({
  id: session.id,
  ip: session.ip,
  userAgent: session.userAgent,
  createdAt: session.createdAt.toISOString(),
  lastSeen: session.lastUsedAt.toISOString(),
  ended: session.revokedAt !== null || session.expiresAt.getTime() <= now,
}))

const messageSection = ownRows(playerNotices, [desc(playerNotices.id)], (notice) => ({
  id: notice.id,
  kind: notice.kind,
  params: notice.params,
  text: notice.text,
  createdAt: notice.createdAt.toISOString(),
  readAt: iso(notice.readAt),
}))

const linkSection: SectionReader = (db, userId, window) => {
  const either = or(eq(accountLinks.userId, userId), eq(accountLinks.inviterId, userId)) as SQL
  const other = sql<number>`case when ${accountLinks.userId} = ${userId} then ${accountLinks.inviterId} else ${accountLinks.userId} end`
  return readPage(
    db
      .select({ link: accountLinks, otherPhone: users.phone })
      .from(accountLinks)
      .innerJoin(users, eq(users.id, other))
      .where(either)
      .orderBy(desc(accountLinks.id)),
    db.select({ value: count() }).from(accountLinks).where(either),
    window,
    (rows) =>
      rows.map(({ link, otherPhone }) => ({
        id: link.id,
        otherId: link.userId === userId ? link.inviterId : link.userId,
        otherPhone,
        role: link.userId === userId ? ('inviter' as const) : ('invitee' as const),
        reasons: link.reasons,
        createdAt: link.createdAt.toISOString(),
      })),
  )
}

const riskSection = ownRows(riskCases, [desc(riskCases.id)], (riskCase) => ({
  id: riskCase.id,
  rule: riskCase.rule,
  status: riskCase.status,
  decision: riskCase.decision,
  openedAt: riskCase.openedAt.toISOString(),
  decidedAt: iso(riskCase.decidedAt),
}))

const noteSection: SectionReader = (db, userId, window) =>
  readPage(
    db
      .select({ note: playerNotes, authorPhone: users.phone })
      .from(playerNotes)
      .innerJoin(users, eq(users.id, playerNotes.authorId))
      .where(eq(playerNotes.userId, userId))
      .orderBy(desc(playerNotes.id)),
    db.select({ value: count() }).from(playerNotes).where(eq(playerNotes.userId, userId)),
    window,
    (rows) =>
      rows.map(({ note, authorPhone }) => ({
        id: note.id,
        text: note.text,
        author: { id: note.authorId, phone: authorPhone },
        createdAt: note.createdAt.toISOString(),
      })),
  )

const SECTIONS: Record<PlayerSection, SectionReader> = {
  ledger,
  orders: orderSection,
  rounds: roundSection,
  bonuses: bonusSection,
  protection: protectionSection,
  sessions: sessionSection,
  messages: messageSection,
  links: linkSection,
  risk: riskSection,
  notes: noteSection,
}

/** What protects the player now: limits (the value and a raise waiting), exclusion, ban, play block. */
const protectionNow = async (db: Db, userId: number, now: Date): Promise<PlayerDetail['protection']> => {
  const [limits, [row]] = await Promise.all([
    db.select().from(playerLimits).where(eq(playerLimits.userId, userId)),
    db.select().from(playerProtection).where(eq(playerProtection.userId, userId)),
  ])
  const excluded =
    row?.exclusionTerm && (row.excludedUntil === null || row.excludedUntil > now)
      ? { term: row.exclusionTerm, until: iso(row.excludedUntil) }
      : null
  return {
    limits: Object.fromEntries(
      limits.map((limit) => {
        const due = limit.pendingAt !== null && limit.pendingAt <= now
        return [
          limit.key,
          {
            value: due ? limit.pendingValue : limit.value,
            pending: limit.pendingAt !== null && !due ? limit.pendingValue : null,
          },
        ]
      }),
    ),
    exclusion: excluded,
    bannedAt: iso(row?.bannedAt ?? null),
    playBlockedAt: iso(row?.playBlockedAt ?? null),
  }
}

/**
 * admin/player_detail: the player whole. Without `section`, identity, balances, protection and the first
 * page of every section; with one, that section's page only (the identity and the rest come along).
 */
export const playerDetail = async (
  db: Db,
  userId: number,
  request: { section?: PlayerSection; page?: number; limit?: number },
  now = new Date(),
): Promise<PlayerDetail> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError(Code.PlayerNotFound)
  const [balances, protection, debt] = await Promise.all([
    db
      .select({ kind: accounts.kind, balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.userId, userId))),
    protectionNow(db, userId, now),
    openDebt(db, userId),
  ])
  const wanted = request.section ? [request.section] : PLAYER_SECTIONS
  const window = request.section
    ? { page: request.page ?? 1, limit: request.limit ?? FIRST_PAGE_LIMIT }
    : { page: 1, limit: FIRST_PAGE_LIMIT }
  const sections: Record<string, unknown> = {}
  for (const section of wanted) sections[section] = await SECTIONS[section](db, userId, window)
  return {
    player: {
      ...playerIdentity(user),
      identityState: user.identityState,
      nickname: user.nickname,
      handle: user.handle,
      vipLevel: user.vipLevel,
      createdAt: user.createdAt.toISOString(),
      hasPayPassword: user.payPasswordHash !== null,
      inviterId: user.parentId,
    },
    balances: Object.fromEntries(balances.map((row) => [row.kind, centavos(row.balance)])),
    debt: debt && { ...debt, since: debt.since.toISOString() },
    protection,
    sections: sections as PlayerSections,
  }
}
