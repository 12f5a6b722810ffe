import { Code, type CodeValue } from '@src/contract/codes'
import { type BanCheckOccasion, type BanStatus, NATIONAL_SELF_EXCLUSION_URL } from '@src/contract/protection'
import type { Translate } from '@src/i18n/translator'
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { orders, payoutAccounts } from '../../db/schema/money'
import { banChecks, playerProtection } from '../../db/schema/protection'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import type { SmsSender } from '../../sms'
import { endProviderSessions, lockPlayer, revokeUserSessions } from '../accounts'
import { logProtection } from '../audit'
import type { BanList, BanListAnswer } from '../banList'
import { dayOf, spDateTime } from '../calendar'
import type { JobLease, JobLog } from '../jobs'
import { getBalances, transfer } from '../ledger'
import { notifyPlayer } from '../notifications'
import { complianceProfileOf, startBrazilJob } from '../settings'
import { protectionRow } from './exclusion'
import { isOwnCpfAccount } from './payments'

/**
 * The national ban list in the brazil profile (docs/compliance.md, National ban list): the CPF is checked at
 * sign-up, at the first log-in of each São Paulo day, before a deposit when not yet checked that day, and
 * by a sweep so that no player goes 15 days unchecked. Every answer is kept in ban_checks (evidence). A
 * banned player stops playing and depositing at once (the play gate, ficha_play_gate, and assertMayDeposit
 * read player_protection.banned_at), may withdraw for CLOSE_AFTER_MS, then the account is closed and what
 * is left is returned (closeAccount). Each status the list names runs its own flow (STATUS_FLOWS).
 */

/**
 * A banned account is closed this long after the ban was found: inside the 3 days, withdrawals open meanwhile.
 * @internal Tests read it rather than copy the number.
 */
export const CLOSE_AFTER_MS = 48 * 3600_000
/** No player goes longer than this without a check (the sweep's period). */
const SWEEP_PERIOD_MS = 15 * 24 * 3600_000
const DAY_MS = 24 * 3600_000

/**
 * What each national status asks after the finding (docs/compliance.md, National statuses). All stop play
 * and deposits at once (inside IN 31's 72 hours and IN 22's 3 days), tell the player in the app at once and
 * by SMS within the day, leave CLOSE_AFTER_MS to withdraw, then close and refund to the player's own
 * account. `unclaimedAfterMs`: what no refund reached this long after the closing goes to `destination`
 * (the rule's words); null: no rule names one, and it stays held for the operator to return.
 */
const STATUS_FLOWS: Record<BanStatus, { unclaimedAfterMs: number | null; destination: string | null }> = {
  // IN SPA/MF 31/2025, and the national platform's link in every notice.
  selfExclusion: { unclaimedAfterMs: 180 * DAY_MS, destination: 'FIES/FUNCAP' },
  // IN SPA/MF 22/2025.
  socialProgramme: { unclaimedAfterMs: 180 * DAY_MS, destination: 'FIES/FUNCAP' },
  // Law 14.790/2023 art. 26's other impediments: the 2024 flow.
  other: { unclaimedAfterMs: null, destination: null },
}

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
    detail: result.status ? { ...result.detail, status: result.status } : result.detail,
  })
  return result
}

/**
 * Sign-up (brazil): a banned CPF is refused (1630), an unanswered check too (1631: fail closed, the person
 * may try again); the evidence has no account yet. The refusal never names the status: anyone may type a
 * CPF, and whether it belongs to a social programme's beneficiary is not theirs to learn.
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

/**
 * The list found the player: play and deposits stop now, and the player is told in the app in the same
 * transaction (once; the first finding's time and status stand).
 */
const banPlayer = async (
  db: Db,
  userId: number,
  at: Date,
  status: BanStatus,
  detail: Record<string, unknown>,
) => {
  const closesAt = new Date(at.getTime() + CLOSE_AFTER_MS)
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(playerProtection)
      .values({ userId, banCheckedAt: at, bannedAt: at, banStatus: status })
      .onConflictDoUpdate({
        target: playerProtection.userId,
        set: {
          banCheckedAt: at,
          bannedAt: sql`coalesce(${playerProtection.bannedAt}, ${at.toISOString()}::timestamptz)`,
          banStatus: sql`coalesce(${playerProtection.banStatus}, ${status})`,
        },
      })
      .returning({ bannedAt: playerProtection.bannedAt })
    if (row?.bannedAt?.getTime() !== at.getTime()) return false
    await logProtection(tx, userId, 'banned', { ...detail, status, closesAt: closesAt.toISOString() })
    const params = { status, date: spDateTime(closesAt), link: NATIONAL_SELF_EXCLUSION_URL }
    await notifyPlayer(tx, userId, 'nationalStatus', params, null, at)
    return true
  })
  // Open provider games stop taking debits (their wins still settle); Ficha's games ask the gate per spin.
  if (found) await endProviderSessions(db, { userId })
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
  if (result.answer === 'banned')
    await banPlayer(db, player.id, now, result.status ?? 'other', { occasion, ...result.detail })
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

/** The refusal of a deposit by a banned player, in its status's words, naming when the account closes. */
const BANNED_CODES: Record<BanStatus, CodeValue> = {
  selfExclusion: Code.BannedSelfExcludedNationally,
  socialProgramme: Code.BannedSocialProgramme,
  other: Code.BannedPlayStopped,
}
const bannedError = (bannedAt: Date, status: BanStatus | null) =>
  new ApiError(BANNED_CODES[status ?? 'other'], {
    date: spDateTime(new Date(bannedAt.getTime() + CLOSE_AFTER_MS)),
    link: NATIONAL_SELF_EXCLUSION_URL,
  })

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
  if (row?.bannedAt) throw bannedError(row.bannedAt, row.banStatus)
  if (checkedToday(row?.banCheckedAt, now)) return
  const answer = await checkPlayer(db, list, player, 'deposit', now)
  if (answer === 'banned') {
    const found = await protectionRow(db, player.id)
    throw bannedError(found?.bannedAt ?? now, found?.banStatus ?? null)
  }
  if (answer === 'unavailable') throw new ApiError(Code.BanListUnavailable)
}

/** Inside the deposit's transaction, under the player's lock: a ban found meanwhile refuses too. */
export const assertNotBanned = async (tx: Db, userId: number): Promise<void> => {
  const row = await protectionRow(tx, userId)
  if (row?.bannedAt) throw bannedError(row.bannedAt, row.banStatus)
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
      status: row.banStatus ?? 'other',
      bannedAt: row.bannedAt,
      ...returned,
    })
    return true
  })
  if (closed) await revokeUserSessions(db, userId)
}

/** What the ban list's job tells and cancels through: the SMS gateway, its words, the providers' rounds. */
export interface StatusFlowDoors {
  sms: SmsSender
  /** The SMS's language (the brazil profile's: Portuguese). */
  t: Translate
  /** Cancels the player's provider rounds still open; answers them (providers/cancelRounds.ts). */
  cancelRounds: (db: Db, userId: number) => Promise<unknown[]>
}

/**
 * The SMS notice of each finding not yet sent: the status, the day the account closes, and for the national
 * self-exclusion the platform's link; sent, it is logged and not sent again; a gateway that fails is asked
 * again at the next run (hourly, within the day the rules allow). Answers the notices sent.
 * @internal Tests run one pass of the job.
 */
export const sendStatusNotices = async (db: Db, doors: StatusFlowDoors, now: Date): Promise<number> => {
  const due = await db
    .select({
      userId: playerProtection.userId,
      phone: users.phone,
      status: playerProtection.banStatus,
      bannedAt: playerProtection.bannedAt,
    })
    .from(playerProtection)
    .innerJoin(users, eq(users.id, playerProtection.userId))
    .where(and(isNotNull(playerProtection.bannedAt), isNull(playerProtection.banNoticeSentAt)))
  let sent = 0
  for (const { userId, phone, status, bannedAt } of due) {
    if (!bannedAt) continue
    const kind = status ?? 'other'
    const text = doors.t(`protection.statusSms.${kind}`, {
      date: spDateTime(new Date(bannedAt.getTime() + CLOSE_AFTER_MS)),
      link: NATIONAL_SELF_EXCLUSION_URL,
    })
    await doors.sms.send({ phone, purpose: 'statusNotice', text })
    await db.transaction(async (tx) => {
      await tx
        .update(playerProtection)
        .set({ banNoticeSentAt: now })
        .where(eq(playerProtection.userId, userId))
      await logProtection(tx, userId, 'banNoticeSent', { status: kind, channel: 'sms' })
    })
    sent++
  }
  return sent
}

/**
 * Cancels the provider rounds left open by players found on the list and not yet closed (IN SPA/MF 22/2025:
 * open bets cancelled), through the providers' round rollback, before the closing returns the balance: the
 * stakes come back to the game balance, which the closing refunds with the rest. Answers the rounds cancelled.
 * @internal Tests run one pass of the job.
 */
export const cancelBannedRounds = async (db: Db, doors: StatusFlowDoors): Promise<number> => {
  const banned = await db
    .select({ userId: playerProtection.userId })
    .from(playerProtection)
    .where(and(isNotNull(playerProtection.bannedAt), isNull(playerProtection.closedAt)))
  let cancelled = 0
  for (const { userId } of banned) {
    const rounds = await doors.cancelRounds(db, userId)
    if (rounds.length > 0) await logProtection(db, userId, 'roundsCancelled', { rounds })
    cancelled += rounds.length
  }
  return cancelled
}

/**
 * The 180-day end: a closed account whose status names a destination (STATUS_FLOWS) and whose balance no
 * refund reached within the period (no own-CPF key, a payout refused back to the wallet) has that balance
 * moved to the 'unclaimed' account, owed to the destination, in one transaction under the player's lock;
 * logged with the amount (0: nothing was left) and done once. Answers the accounts settled.
 * @internal Tests run one pass of the job.
 */
export const settleUnclaimed = async (db: Db, now: Date): Promise<number> => {
  const statuses = (Object.keys(STATUS_FLOWS) as BanStatus[]).filter(
    (status) => STATUS_FLOWS[status].unclaimedAfterMs !== null,
  )
  const closed = await db
    .select({
      userId: playerProtection.userId,
      status: playerProtection.banStatus,
      closedAt: playerProtection.closedAt,
    })
    .from(playerProtection)
    .where(
      and(
        isNotNull(playerProtection.closedAt),
        isNull(playerProtection.unclaimedAt),
        inArray(playerProtection.banStatus, statuses),
      ),
    )
  let settled = 0
  for (const { userId, status, closedAt } of closed) {
    const flow = STATUS_FLOWS[status ?? 'other']
    if (
      !closedAt ||
      flow.unclaimedAfterMs === null ||
      closedAt.getTime() + flow.unclaimedAfterMs > now.getTime()
    )
      continue
    await db.transaction(async (tx) => {
      await lockPlayer(tx, userId)
      const { wallet, game } = await getBalances(tx, userId)
      for (const [kind, amount] of [
        ['wallet', wallet],
        ['game', game],
      ] as const)
        if (amount > 0)
          await transfer(tx, {
            key: `unclaimed:${kind}:${userId}`,
            reason: 'unclaimed_transfer',
            reference: `unclaimed:${userId}`,
            from: { userId, kind },
            to: { system: 'unclaimed' },
            amount,
          })
      await tx.update(playerProtection).set({ unclaimedAt: now }).where(eq(playerProtection.userId, userId))
      await logProtection(tx, userId, 'unclaimedTransferred', {
        status,
        amount: wallet + game,
        destination: flow.destination,
      })
    })
    settled++
  }
  return settled
}

/** How often the job sweeps a batch and closes the accounts due. */
const JOB_MINUTES = 60

/**
 * The ban list's job (brazil profile; one process, its lease's holder): every hour a sweep batch (so every
 * player is checked at least every 15 days), the SMS notices of the findings, the cancelling of their open
 * provider rounds, the closing of accounts banned for CLOSE_AFTER_MS and the 180-day end.
 */
export const startBanListJob = (
  db: Db,
  list: BanList,
  doors: StatusFlowDoors,
  log: JobLog,
  lease: JobLease,
): { stop: () => Promise<void> } =>
  startBrazilJob(db, JOB_MINUTES, log, 'national ban list job failed', lease, async () => {
    const now = new Date()
    const swept = await sweepBanList(db, list, now)
    const told = await sendStatusNotices(db, doors, now)
    const cancelled = await cancelBannedRounds(db, doors)
    const closed = await closeBannedAccounts(db, now)
    const unclaimed = await settleUnclaimed(db, now)
    if (swept || told || cancelled || closed || unclaimed)
      log.info({ swept, told, cancelled, closed, unclaimed }, 'national ban list checked')
  })
