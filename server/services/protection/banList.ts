import { Code } from '@src/contract/codes'
import type { BanCheckOccasion } from '@src/contract/protection'
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { orders, payoutAccounts } from '../../db/schema/money'
import { banChecks, playerProtection } from '../../db/schema/protection'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { endProviderSessions, lockPlayer, revokeUserSessions } from '../accounts'
import { logProtection } from '../audit'
import type { BanList, BanListAnswer } from '../banList'
import { dayOf, spDateTime } from '../calendar'
import type { JobLease, JobLog } from '../jobs'
import { getBalances, transfer } from '../ledger'
import { complianceProfileOf, startBrazilJob } from '../settings'
import { protectionRow } from './exclusion'
import { isOwnCpfAccount } from './payments'

/**
 * The national ban list in the brazil profile (docs/compliance.md, National ban list): the CPF is checked at
 * sign-up, at the first log-in of each São Paulo day, before a deposit when not yet checked that day, and
 * by a sweep so that no player goes 15 days unchecked. Every answer is kept in ban_checks (evidence). A
 * banned player stops playing and depositing at once (the play gate, ficha_play_gate, and assertMayDeposit
 * read player_protection.banned_at), may withdraw for CLOSE_AFTER_MS, then the account is closed and what
 * is left is returned (closeAccount).
 */

/**
 * A banned account is closed this long after the ban was found: inside the 3 days, withdrawals open meanwhile.
 * @internal Tests read it rather than copy the number.
 */
export const CLOSE_AFTER_MS = 48 * 3600_000
/** No player goes longer than this without a check (the sweep's period). */
const SWEEP_PERIOD_MS = 15 * 24 * 3600_000

/** Asks the list and keeps the evidence: what was checked, when, on which occasion, the answer. */
const askList = async (
  db: Db,
  list: BanList,
  check: { cpf: string; userId: number | null; occasion: BanCheckOccasion },
): Promise<BanListAnswer> => {
  const result = await list.check(check.cpf)
  await db.insert(banChecks).values({
    userId: check.userId,
    cpf: check.cpf,
    occasion: check.occasion,
    answer: result.answer,
    source: list.name,
    detail: result.detail,
  })
  return result
}

/**
 * Sign-up (brazil): a banned CPF is refused (1630), an unanswered check too (1631: fail closed, the person
 * may try again); the evidence has no account yet.
 */
export const assertSignupAllowed = async (db: Db, list: BanList, cpf: string): Promise<void> => {
  const { answer } = await askList(db, list, { cpf, userId: null, occasion: 'signup' })
  if (answer === 'banned') throw new ApiError(Code.BannedNationally)
  if (answer === 'unavailable') throw new ApiError(Code.BanListUnavailable)
}

/** A new account's first check counts as done (its sign-up's), so its first log-in does not ask again. */
export const markChecked = async (db: Db, userId: number, at: Date): Promise<void> => {
  await db
    .insert(playerProtection)
    .values({ userId, banCheckedAt: at })
    .onConflictDoUpdate({ target: playerProtection.userId, set: { banCheckedAt: at } })
}

/** The list found the player: play and deposits stop now (once; the first finding's time stands). */
const banPlayer = async (db: Db, userId: number, at: Date, detail: Record<string, unknown>) => {
  const [row] = await db
    .insert(playerProtection)
    .values({ userId, banCheckedAt: at, bannedAt: at })
    .onConflictDoUpdate({
      target: playerProtection.userId,
      set: {
        banCheckedAt: at,
        bannedAt: sql`coalesce(${playerProtection.bannedAt}, ${at.toISOString()}::timestamptz)`,
      },
    })
    .returning({ bannedAt: playerProtection.bannedAt })
  if (row?.bannedAt?.getTime() === at.getTime()) {
    await logProtection(db, userId, 'banned', {
      ...detail,
      closesAt: new Date(at.getTime() + CLOSE_AFTER_MS).toISOString(),
    })
    // Open provider games stop taking debits (their wins still settle); Ficha's games ask the gate per spin.
    await endProviderSessions(db, { userId })
  }
}

type Player = { id: number; cpf: string | null }

/** Checks a player's CPF now and acts on the answer; answers it (null: no CPF to check). */
const checkPlayer = async (
  db: Db,
  list: BanList,
  player: Player,
  occasion: BanCheckOccasion,
  now: Date,
): Promise<BanListAnswer['answer'] | null> => {
  if (!player.cpf) return null
  const result = await askList(db, list, { cpf: player.cpf, userId: player.id, occasion })
  if (result.answer === 'banned') await banPlayer(db, player.id, now, { occasion, ...result.detail })
  else if (result.answer === 'clear') await markChecked(db, player.id, now)
  return result.answer
}

const checkedToday = (checkedAt: Date | null | undefined, now: Date) =>
  !!checkedAt && dayOf(checkedAt) === dayOf(now)

/**
 * Log-in (brazil): the first log-in of a São Paulo day checks the CPF. A closed account cannot log in
 * (1632). A banned player still logs in, to withdraw until the closing; an unanswered check lets the log-in
 * through (play and withdrawals of a player the list has not named) and the next log-in or the sweep asks
 * again; deposits fail closed on their own (assertDepositCleared).
 */
export const checkAtLogin = async (db: Db, list: BanList, player: Player, now: Date): Promise<void> => {
  const row = await protectionRow(db, player.id)
  if (row?.closedAt) throw new ApiError(Code.AccountClosed)
  if ((await complianceProfileOf(db)) !== 'brazil' || checkedToday(row?.banCheckedAt, now)) return
  await checkPlayer(db, list, player, 'login', now)
}

/** BannedNationally, naming when the account closes. */
const bannedError = (bannedAt: Date) =>
  new ApiError(Code.BannedPlayStopped, { date: spDateTime(new Date(bannedAt.getTime() + CLOSE_AFTER_MS)) })

/**
 * Before a top-up order (brazil, outside its transaction): a CPF not checked today is checked now; banned
 * refuses (1630), unanswered refuses too (1631: fail closed).
 */
export const assertDepositCleared = async (
  db: Db,
  list: BanList,
  player: Player,
  now: Date,
): Promise<void> => {
  if ((await complianceProfileOf(db)) !== 'brazil') return
  const row = await protectionRow(db, player.id)
  if (row?.bannedAt) throw bannedError(row.bannedAt)
  if (checkedToday(row?.banCheckedAt, now)) return
  const answer = await checkPlayer(db, list, player, 'deposit', now)
  if (answer === 'banned') throw bannedError(now)
  if (answer === 'unavailable') throw new ApiError(Code.BanListUnavailable)
}

/** Inside the deposit's transaction, under the player's lock: a ban found meanwhile refuses too. */
export const assertNotBanned = async (tx: Db, userId: number): Promise<void> => {
  const row = await protectionRow(tx, userId)
  if (row?.bannedAt) throw bannedError(row.bannedAt)
}

/**
 * The sweep: up to `batch` players with a CPF, neither banned nor closed, whose last answered check is
 * older than SWEEP_PERIOD_MS (or never), oldest first. Run often (the job: hourly) so each player is
 * checked at least every 15 days; answers how many were asked.
 * @internal Tests run one pass of the job.
 */
export const sweepBanList = async (db: Db, list: BanList, now: Date, batch = 200): Promise<number> => {
  const due = new Date(now.getTime() - SWEEP_PERIOD_MS)
  const players = await db
    .select({ id: users.id, cpf: users.cpf })
    .from(users)
    .leftJoin(playerProtection, eq(playerProtection.userId, users.id))
    .where(
      and(
        isNotNull(users.cpf),
        isNull(playerProtection.bannedAt),
        isNull(playerProtection.closedAt),
        or(isNull(playerProtection.banCheckedAt), lte(playerProtection.banCheckedAt, due)),
      ),
    )
    .orderBy(asc(sql`coalesce(${playerProtection.banCheckedAt}, '-infinity'::timestamptz)`), asc(users.id))
    .limit(batch)
  for (const player of players) await checkPlayer(db, list, player, 'sweep', now)
  return players.length
}

/**
 * Closes the account of a banned player once CLOSE_AFTER_MS passed, in one transaction under the player's
 * lock: the game balance back to the wallet, then the wallet paid out as a withdrawal to a PIX key under the
 * player's own CPF (the withdrawal path: the operator's queue pays it like any), or, with no such key, held
 * in the wallet for the operator to return (the log says which, with the amount); then the sessions end.
 * Answers the accounts closed.
 * @internal Tests run one pass of the job.
 */
export const closeBannedAccounts = async (db: Db, now: Date): Promise<number> => {
  const due = await db
    .select({ userId: playerProtection.userId })
    .from(playerProtection)
    .where(
      and(
        isNull(playerProtection.closedAt),
        lte(playerProtection.bannedAt, new Date(now.getTime() - CLOSE_AFTER_MS)),
      ),
    )
  for (const { userId } of due) await closeAccount(db, userId, now)
  return due.length
}

const closeAccount = async (db: Db, userId: number, now: Date): Promise<void> => {
  const closed = await db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const row = await protectionRow(tx, userId)
    if (!row?.bannedAt || row.closedAt) return false
    const [player] = await tx.select({ cpf: users.cpf }).from(users).where(eq(users.id, userId))
    const before = await getBalances(tx, userId)
    if (before.game > 0)
      await transfer(tx, {
        key: `ban-close:game:${userId}`,
        reason: 'conversion',
        reference: 'convert:fromGame',
        from: { userId, kind: 'game' },
        to: { userId, kind: 'wallet' },
        amount: before.game,
      })
    const amount = (await getBalances(tx, userId)).wallet
    const keys = await tx
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.deletedAt)))
    const own = keys.find((account) => isOwnCpfAccount(account, player?.cpf ?? null))
    let returned: Record<string, unknown> = { amount: 0 }
    if (amount > 0 && own) {
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          type: 'withdraw',
          amount,
          idempotencyKey: `ban-close:${userId}`,
          payoutAccountId: own.id,
        })
        .returning({ id: orders.id })
      if (!order) throw new Error('Order not written')
      await transfer(tx, {
        key: `withdraw:${order.id}`,
        reason: 'withdrawal',
        reference: `order:${order.id}`,
        from: { userId, kind: 'wallet' },
        to: { userId, kind: 'withdrawal_pending' },
        amount,
      })
      returned = { amount, returnedBy: 'withdrawal', orderId: order.id, payoutAccountId: own.id }
    } else if (amount > 0) returned = { amount, returnedBy: 'heldForOperator' }
    await tx.update(playerProtection).set({ closedAt: now }).where(eq(playerProtection.userId, userId))
    await logProtection(tx, userId, 'accountClosed', {
      reason: 'nationalBanList',
      bannedAt: row.bannedAt,
      ...returned,
    })
    return true
  })
  if (closed) await revokeUserSessions(db, userId)
}

/** How often the job sweeps a batch and closes the accounts due. */
const JOB_MINUTES = 60

/**
 * The ban list's job (brazil profile; one process, its lease's holder): every hour a sweep batch (so every player is
 * checked at least every 15 days) and the closing of accounts banned for CLOSE_AFTER_MS.
 */
export const startBanListJob = (
  db: Db,
  list: BanList,
  log: JobLog,
  lease: JobLease,
): { stop: () => Promise<void> } =>
  startBrazilJob(db, JOB_MINUTES, log, 'national ban list job failed', lease, async () => {
    const now = new Date()
    const swept = await sweepBanList(db, list, now)
    const closed = await closeBannedAccounts(db, now)
    if (swept || closed) log.info({ swept, closed }, 'national ban list checked')
  })
