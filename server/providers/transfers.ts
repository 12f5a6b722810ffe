import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { gameSessions } from '../db/schema/gameSessions'
import {
  type ProviderTransferDirection,
  type ProviderTransferState,
  providerTransfers,
} from '../db/schema/providers'
import { sessions } from '../db/schema/sessions'
import { lockPlayer } from '../services/accounts'
import { type Job, type JobLease, type JobLog, NO_JOB, startJob } from '../services/jobs'
import { type AccountRef, getBalances, transfer } from '../services/ledger'
import { WALLET_CURRENCY } from './gateway'
import { externalPlayerId } from './gateway/players'
import { type Hub88Config, transferWalletOn } from './hub88/config'
import { hub88Games } from './hub88/games'
import { PROVIDER as HUB88, unitsOf } from './hub88/protocol'
import { type CallOutcome, type Hub88TransferWallet, hub88TransferWallet } from './hub88/transferWallet'
import { type RoundReport, type RoundSync, syncTransferRounds } from './transferRounds'

/*
 * The transfer wallet (docs/providers.md, "Transfer wallet"): with HUB88_WALLET=transfer the player's game
 * balance moves into Hub88's balance of the player when a provider game opens, and Hub88's balance comes
 * back out when the game is left or the login session ends. Each move is an order, recorded with its
 * operator-generated transaction_uuid in the same database transaction that moves its amount into the
 * holding account ('provider_held'), before Hub88 is called. Then:
 * - Hub88 applied it: the amount goes on (to 'provider_funds' for a deposit, to the player for a withdrawal);
 * - Hub88 refused it: the amount goes back where it came from;
 * - no readable answer: Hub88 is asked about that transaction_uuid (check_transfer), never sent the order
 *   again under another; succeeded or declined settle it as above; not found or not known leave it held and
 *   flagged (state unknown) for the job, which asks again, and takes "not found" as never received once the
 *   call is long over (RESOLVE_AFTER_MS).
 * Settling and returning are one conditional update of the order and one ledger movement under a key of the
 * order's, in one transaction under the player's lock: whoever resolves an order first does it, once.
 */

const HELD: AccountRef = { system: 'provider_held' }
const FUNDS: AccountRef = { system: 'provider_funds' }
const gameAccount = (userId: number): AccountRef => ({ userId, kind: 'game' })

/** Hub88 counts 1/100,000 units; 1,000 of them make a centavo. */
const UNITS_PER_CENTAVO = 1_000

/**
 * How old an order must be before "not found" counts as never received, and before the job asks about a
 * pending order: well past the call's timeout, so no call that could still arrive at Hub88 is in flight.
 * @internal Tests read it rather than copy the number.
 */
export const RESOLVE_AFTER_MS = 60_000

/** How often the job resolves held orders and brings back the balances of games no longer played. */
const JOB_INTERVAL_MS = 60_000

type Order = typeof providerTransfers.$inferSelect
const OPEN_STATES: ProviderTransferState[] = ['pending', 'unknown']

/** Where an order's money comes from, and where it goes once settled. */
const legs = (order: Pick<Order, 'direction' | 'userId'>) =>
  order.direction === 'deposit'
    ? { from: gameAccount(order.userId), settled: FUNDS }
    : { from: FUNDS, settled: gameAccount(order.userId) }

/**
 * What the transfer wallet needs: the database, the client of Hub88's TransferWallet API, and its
 * Transactions API for the site (sub_partner_id), where the rounds played at Hub88 are read.
 */
export interface TransferWallet {
  db: Db
  client: Hub88TransferWallet
  rounds: RoundReport
  subPartnerId: string | undefined
}

/** The transfer wallet of these settings; undefined when the site uses Hub88's seamless wallet (or none). */
export const transferWalletOf = (
  db: Db,
  config: Hub88Config,
  send?: typeof fetch,
): TransferWallet | undefined => {
  if (!transferWalletOn(config)) return undefined
  const games = hub88Games(config, send)
  return {
    db,
    client: hub88TransferWallet(config, send),
    rounds: (query) => games.transactions(query),
    subPartnerId: config.subPartnerId,
  }
}

/** Records an order and moves its amount into the holding account, in one transaction. */
const recordOrder = async (
  db: Db,
  userId: number,
  direction: ProviderTransferDirection,
  amount: (tx: Db) => Promise<number>,
): Promise<Order | undefined> =>
  db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const centavos = await amount(tx)
    if (centavos <= 0) {
      // Nothing at Hub88 to bring back: the player's money is home, which the job reads from this row.
      if (direction === 'withdraw')
        await tx.insert(providerTransfers).values({
          provider: HUB88,
          transactionUuid: randomUUID(),
          userId,
          direction,
          amount: 0,
          state: 'settled',
          lastAnswer: 'balance: 0',
          resolvedAt: new Date(),
        })
      return undefined
    }
    const [order] = await tx
      .insert(providerTransfers)
      .values({ provider: HUB88, transactionUuid: randomUUID(), userId, direction, amount: centavos })
      .returning()
    if (!order) throw new Error('provider transfer not recorded')
    await transfer(tx, {
      key: `ptw:${order.transactionUuid}:hold`,
      reason: 'provider_transfer',
      reference: `provider_transfer:${order.id}`,
      from: legs(order).from,
      to: HELD,
      amount: centavos,
    })
    return order
  })

/**
 * Settles (the provider applied it) or returns (it did not) an open order, once: the first to change its
 * state moves the held amount; anyone else finds it resolved and moves nothing.
 */
const resolveOrder = async (
  db: Db,
  order: Order,
  state: 'settled' | 'returned',
  answer: string,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    await lockPlayer(tx, order.userId)
    const [changed] = await tx
      .update(providerTransfers)
      .set({ state, lastAnswer: answer.slice(0, 500), resolvedAt: new Date() })
      .where(and(eq(providerTransfers.id, order.id), inArray(providerTransfers.state, OPEN_STATES)))
      .returning({ id: providerTransfers.id })
    if (!changed) return false
    await transfer(tx, {
      key: `ptw:${order.transactionUuid}:${state}`,
      reason: 'provider_transfer',
      reference: `provider_transfer:${order.id}`,
      from: HELD,
      to: state === 'settled' ? legs(order).settled : legs(order).from,
      amount: order.amount,
    })
    return true
  })

/** Leaves an open order held, flagged unknown, with what the provider said. */
const flagUnknown = async (db: Db, order: Order, answer: string, asked: boolean): Promise<void> => {
  await db
    .update(providerTransfers)
    .set({
      state: 'unknown',
      lastAnswer: answer.slice(0, 500),
      ...(asked ? { checks: sql`${providerTransfers.checks} + 1`, checkedAt: new Date() } : {}),
    })
    .where(and(eq(providerTransfers.id, order.id), inArray(providerTransfers.state, OPEN_STATES)))
}

/**
 * Asks Hub88 what became of an open order and resolves it when the answer allows: succeeded settles,
 * declined returns, not found returns only once the order is older than RESOLVE_AFTER_MS; anything else
 * keeps it held. Answers the order's state afterwards.
 */
const askAbout = async (wallet: TransferWallet, order: Order, now: Date): Promise<ProviderTransferState> => {
  const user = await externalPlayerId(wallet.db, HUB88, order.userId)
  const status = await wallet.client.check({
    user,
    transactionUuid: order.transactionUuid,
    currency: WALLET_CURRENCY,
  })
  const detail = `check_transfer: ${status.detail}`
  const longOver = order.createdAt.getTime() + RESOLVE_AFTER_MS <= now.getTime()
  if (status.kind === 'succeeded' || status.kind === 'failed' || (status.kind === 'notFound' && longOver)) {
    const state = status.kind === 'succeeded' ? 'settled' : 'returned'
    await wallet.db
      .update(providerTransfers)
      .set({ checks: sql`${providerTransfers.checks} + 1`, checkedAt: now })
      .where(eq(providerTransfers.id, order.id))
    await resolveOrder(wallet.db, order, state, detail)
    return stateOf(wallet.db, order.id)
  }
  await flagUnknown(wallet.db, order, detail, true)
  return stateOf(wallet.db, order.id)
}

const stateOf = async (db: Db, id: number): Promise<ProviderTransferState> => {
  const [row] = await db
    .select({ state: providerTransfers.state })
    .from(providerTransfers)
    .where(eq(providerTransfers.id, id))
  if (!row) throw new Error(`provider transfer ${id} is gone`)
  return row.state
}

/** Sends a recorded order to Hub88 and settles, returns or holds it by the answer. */
const execute = async (wallet: TransferWallet, order: Order): Promise<ProviderTransferState> => {
  const user = await externalPlayerId(wallet.db, HUB88, order.userId)
  const request = {
    user,
    transactionUuid: order.transactionUuid,
    currency: WALLET_CURRENCY,
    amount: unitsOf(order.amount),
  }
  let outcome: CallOutcome
  try {
    outcome =
      order.direction === 'deposit'
        ? await wallet.client.deposit(request)
        : await wallet.client.withdraw(request)
  } catch (error) {
    outcome = { kind: 'lost', detail: error instanceof Error ? error.message : String(error) }
  }
  if (outcome.kind !== 'lost') {
    const state = outcome.kind === 'applied' ? 'settled' : 'returned'
    const detail = `${order.direction}: ${outcome.kind === 'applied' ? 'RS_OK' : outcome.detail}`
    // Resolved by this answer, unless the job got there first (then its outcome stands).
    return (await resolveOrder(wallet.db, order, state, detail)) ? state : stateOf(wallet.db, order.id)
  }
  await flagUnknown(wallet.db, order, `${order.direction}: ${outcome.detail}`, false)
  return askAbout(wallet, order, new Date())
}

/**
 * A provider game opens: the player's whole game balance moves into Hub88's balance of the player. Answers
 * the order's state (undefined when the game balance was empty).
 */
export const sendToProvider = async (
  wallet: TransferWallet,
  userId: number,
): Promise<ProviderTransferState | undefined> => {
  const order = await recordOrder(
    wallet.db,
    userId,
    'deposit',
    async (tx) => (await getBalances(tx, userId)).game,
  )
  return order ? execute(wallet, order) : undefined
}

/**
 * A provider game is left or its login session ended: unless another provider game of the player still
 * plays, the player's open orders are asked about first, then Hub88's balance of the player comes back into
 * the game balance (whole centavos: a fraction of a centavo stays at Hub88). Answers the withdrawal's state;
 * undefined when nothing is at Hub88, a game still plays, or Hub88 did not say the balance (the job tries
 * again).
 */
export const bringBackFromProvider = async (
  wallet: TransferWallet,
  userId: number,
  now = new Date(),
): Promise<ProviderTransferState | undefined> => {
  if ((await seated(wallet.db, [userId])).length === 0) return undefined
  if ((await stillPlaying(wallet.db, [userId], now)).has(userId)) return undefined
  for (const order of await openOrders(wallet.db, eq(providerTransfers.userId, userId)))
    await askAbout(wallet, order, now)
  const user = await externalPlayerId(wallet.db, HUB88, userId)
  const balance = await wallet.client.balance(user, WALLET_CURRENCY)
  if (balance.kind !== 'applied' || balance.balance === undefined) return undefined
  const centavos = Math.floor(balance.balance / UNITS_PER_CENTAVO)
  const order = await recordOrder(wallet.db, userId, 'withdraw', async () => centavos)
  return order ? execute(wallet, order) : undefined
}

const openOrders = (db: Db, where?: SQL) =>
  db
    .select()
    .from(providerTransfers)
    .where(and(inArray(providerTransfers.state, OPEN_STATES), where))
    .orderBy(providerTransfers.id)

/** The held orders, oldest first, for the operator (admin/provider_transfers). */
export const heldTransfers = (db: Db) => openOrders(db)

/**
 * Of these players (all when none are named), those whose money may be at Hub88: an order of theirs is still
 * held, or their newest applied order is a deposit.
 */
const seated = async (db: Db, userIds?: number[]): Promise<number[]> => {
  const mine = userIds ? inArray(providerTransfers.userId, userIds) : undefined
  const newest = await db
    .selectDistinctOn([providerTransfers.userId], {
      userId: providerTransfers.userId,
      direction: providerTransfers.direction,
    })
    .from(providerTransfers)
    .where(and(eq(providerTransfers.provider, HUB88), eq(providerTransfers.state, 'settled'), mine))
    .orderBy(providerTransfers.userId, desc(providerTransfers.id))
  const open = await db
    .selectDistinct({ userId: providerTransfers.userId })
    .from(providerTransfers)
    .where(and(inArray(providerTransfers.state, OPEN_STATES), mine))
  return [
    ...new Set([
      ...newest.filter((row) => row.direction === 'deposit').map((row) => row.userId),
      ...open.map((row) => row.userId),
    ]),
  ]
}

/** Of these players, those with a game session open (not left, not ended) from a login session still alive. */
const stillPlaying = async (db: Db, userIds: number[], now: Date): Promise<Set<number>> => {
  if (userIds.length === 0) return new Set()
  const playing = await db
    .selectDistinct({ userId: gameSessions.userId })
    .from(gameSessions)
    .innerJoin(sessions, eq(sessions.id, gameSessions.loginSessionId))
    .where(
      and(
        inArray(gameSessions.userId, userIds),
        isNotNull(gameSessions.openedAt),
        isNull(gameSessions.leftAt),
        isNull(gameSessions.endedBy),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now}`,
      ),
    )
  return new Set(playing.map((row) => row.userId))
}

/**
 * The job's pass: every order held past RESOLVE_AFTER_MS is asked about again, then the balances of players
 * who left (or whose login session ended) come back from Hub88, then the rounds played at Hub88 are read
 * from its Transactions API into the figures (transferRounds.ts; a read that fails is tried at the next pass,
 * the transfers done all the same). Answers what it did, for the log.
 * @internal Tests run one pass of the job.
 */
export const resolveTransfers = async (wallet: TransferWallet, now = new Date()) => {
  const due = await openOrders(
    wallet.db,
    lt(providerTransfers.createdAt, new Date(now.getTime() - RESOLVE_AFTER_MS)),
  )
  const resolved: Record<ProviderTransferState, number> = { pending: 0, unknown: 0, settled: 0, returned: 0 }
  for (const order of due) resolved[await askAbout(wallet, order, now)]++
  let broughtBack = 0
  const players = await seated(wallet.db)
  const playing = await stillPlaying(wallet.db, players, now)
  for (const userId of players.filter((id) => !playing.has(id)))
    if ((await bringBackFromProvider(wallet, userId, now)) !== undefined) broughtBack++
  let rounds: RoundSync | { error: string }
  try {
    rounds = await syncTransferRounds(wallet.db, wallet.rounds, wallet.subPartnerId, now)
  } catch (error) {
    rounds = { error: error instanceof Error ? error.message : String(error) }
  }
  return { asked: due.length, ...resolved, broughtBack, rounds }
}

/** The job (one process): resolveTransfers every JOB_INTERVAL_MS. Nothing in seamless mode. */
export const startTransferJobs = (db: Db, config: Hub88Config, log: JobLog, lease: JobLease): Job => {
  const wallet = transferWalletOf(db, config)
  if (!wallet) return NO_JOB
  return startJob(
    { everyMs: JOB_INTERVAL_MS, atStart: false, log, failure: 'provider transfer job failed', lease },
    async () => {
      const done = await resolveTransfers(wallet)
      if (done.asked > 0 || done.broughtBack > 0 || ('recorded' in done.rounds && done.rounds.recorded > 0))
        log.info(done, 'provider transfers resolved')
      if (done.unknown > 0) log.warn(done, 'provider transfers still held: status not known')
      if ('error' in done.rounds) log.warn(done, "provider rounds not read: Hub88's Transactions API failed")
    },
  )
}
