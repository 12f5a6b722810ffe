import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { games } from '../db/schema/catalogue'
import {
  type ProviderTransactionKind,
  providerPlayers,
  providerRoundSyncs,
  providerRounds,
  providerTransactions,
  providerTransfers,
} from '../db/schema/providers'
import { lockPlayer } from '../services/accounts'
import { type AccountRef, transfer } from '../services/ledger'
import type { ReportedTransaction, TransactionsQuery } from './hub88/games'
import { PROVIDER as HUB88 } from './hub88/protocol'

/*
 * The transfer wallet's rounds in the figures (docs/providers.md, "Transfer wallet"; docs/reports.md): the
 * rounds a player plays on Hub88's balance are settled there, and Ficha hears of them through Hub88's own round
 * data, its Transactions API (`transactions/list` for the site's sub_partner_id). The transfer job reads it by
 * time window and records each transaction as a provider round and transaction, like a seamless call's, with
 * its money booked between 'provider_funds' (what Ficha holds as moved to Hub88: the players' money there) and
 * the house's game account: a bet is a stake (provider_funds to house), a win a prize (house to provider_funds),
 * a rollback undoes its transaction. So GGR = stakes − prizes holds in the ledger, provider_funds of a closed
 * session comes back to zero (what left it came back as the withdrawal, or became stakes), and the rounds reach
 * the per-game figures, the races and the regulator's bets file. Each transaction is recorded once, by its
 * transaction_uuid and kind, whatever window lists it again.
 */

const FUNDS: AccountRef = { system: 'provider_funds' }
const HOUSE: AccountRef = { system: 'house' }

/** Hub88 counts 1/100,000 units; 1,000 of them make a centavo. */
const UNITS_PER_CENTAVO = 1_000

/** Each read ends this far before now: a transaction just made may not be listed yet. */
const LAG_MS = 30_000
/** Each read starts this far before the last one's end, so that one listed late is still found. */
const OVERLAP_MS = 10 * 60_000
/** At most this long a window; a mark further behind is caught up window after window. */
const WINDOW_MS = 60 * 60_000
/** At most this many windows a pass. */
const WINDOWS_PER_PASS = 24

const KIND_OF: Record<string, ProviderTransactionKind> = { bet: 'debit', win: 'credit', rollback: 'rollback' }

/** Reads Hub88's Transactions API for the transfer-wallet site. */
export type RoundReport = (query: TransactionsQuery) => Promise<ReportedTransaction[]>

/** What a pass did, for the job's log. */
export interface RoundSync {
  /** Transactions recorded (and their money booked) this pass. */
  recorded: number
  /** Listed transactions left aside: a user Ficha does not know, or an amount that is not whole centavos. */
  skipped: number
}

const roundReference = (roundId: number) => `gp:${HUB88}:round:${roundId}`

/** The catalogue's game of a Hub88 game code, for the races (null when the catalogue does not hold it). */
const gameIdOf = async (tx: Db, gameCode: string): Promise<number | null> => {
  const [game] = await tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.provider, HUB88), eq(games.providerGameCode, gameCode)))
  return game?.id ?? null
}

/** The provider round of (user, round), made open when it is new. */
const roundOf = async (tx: Db, userId: number, external: string, gameCode: string) => {
  await tx
    .insert(providerRounds)
    .values({ provider: HUB88, externalId: external, userId, gameCode })
    .onConflictDoNothing()
  const [round] = await tx
    .select()
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.provider, HUB88),
        eq(providerRounds.userId, userId),
        eq(providerRounds.externalId, external),
      ),
    )
  if (!round) throw new Error(`provider round ${external} not recorded`)
  return round
}

/** Adds to a round's bet and win (negative: a rollback), closing it when asked, and shows it (rounds). */
const addToRound = (tx: Db, roundId: number, bet: number, win: number, close: boolean) =>
  tx.execute(sql`select ficha_provider_round_add(${roundId}, ${bet}, ${win}, ${close}, now())`)

/** Records one listed transaction of a round of this player, and books its money; once per id and kind. */
const recordEntry = async (tx: Db, userId: number, entry: ReportedTransaction, centavos: number) => {
  const kind = KIND_OF[entry.type] as ProviderTransactionKind
  const [seen] = await tx
    .select({ id: providerTransactions.id })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.provider, HUB88),
        eq(providerTransactions.externalId, entry.transaction_uuid),
        eq(providerTransactions.kind, kind),
      ),
    )
  if (seen) return false
  const round = await roundOf(tx, userId, entry.round ?? entry.transaction_uuid, entry.game_code ?? '')
  const reference = roundReference(round.id)
  const record = (values: Partial<typeof providerTransactions.$inferInsert>) =>
    tx.insert(providerTransactions).values({
      provider: HUB88,
      externalId: entry.transaction_uuid,
      kind,
      userId,
      roundId: round.id,
      amount: centavos,
      fingerprint: `transfer:${entry.type}:${entry.amount ?? 0}`,
      ...values,
    })

  if (kind === 'rollback') {
    const [target] = await tx
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.provider, HUB88),
          eq(providerTransactions.externalId, entry.reference_transaction_uuid ?? ''),
          inArray(providerTransactions.kind, ['debit', 'credit']),
          eq(providerTransactions.userId, userId),
          eq(providerTransactions.state, 'posted'),
        ),
      )
      .for('update')
    // Not recorded (yet): the rollback is kept, and a bet of that id listed later is a tombstone.
    await record({ amount: target?.amount ?? 0, targetId: entry.reference_transaction_uuid ?? null })
    if (!target) return true
    const debit = target.kind === 'debit'
    await transfer(tx, {
      key: `ptr:${entry.transaction_uuid}:rollback`,
      reason: 'adjustment',
      reference,
      from: debit ? HOUSE : FUNDS,
      to: debit ? FUNDS : HOUSE,
      amount: target.amount,
    })
    await tx
      .update(providerTransactions)
      .set({ state: 'rolled_back' })
      .where(eq(providerTransactions.id, target.id))
    if (debit)
      await tx.execute(sql`select ficha_race_unscore(${userId}, ${await gameIdOf(tx, round.gameCode)},
        ${target.amount}::bigint, ${target.createdAt}::timestamptz, ${`gp:${HUB88}:${target.externalId}`})`)
    const [standing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.roundId, round.id),
          eq(providerTransactions.kind, 'debit'),
          eq(providerTransactions.state, 'posted'),
        ),
      )
    // Every bet of the round rolled back: Hub88 has ended it.
    await addToRound(tx, round.id, debit ? -target.amount : 0, debit ? 0 : -target.amount, !standing?.n)
    return true
  }

  const [undone] = await tx
    .select({ id: providerTransactions.id })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.provider, HUB88),
        eq(providerTransactions.kind, 'rollback'),
        eq(providerTransactions.targetId, entry.transaction_uuid),
      ),
    )
  if (undone) {
    await record({ amount: 0, state: 'tombstone' })
    return true
  }
  await record(kind === 'credit' ? { creditKind: entry.is_free ? 'free' : 'win' } : {})
  // A win of 0 (a lost round's end) is recorded and moves nothing.
  if (centavos > 0)
    await transfer(tx, {
      key: `ptr:${entry.transaction_uuid}:${entry.type}`,
      reason: kind === 'debit' ? 'bet' : 'win',
      reference,
      from: kind === 'debit' ? FUNDS : HOUSE,
      to: kind === 'debit' ? HOUSE : FUNDS,
      amount: centavos,
    })
  if (kind === 'debit')
    // The stake scores in the races running as it is recorded (Hub88 lists no time of its own), the
    // player's eligibility checked (no play gate ran); its rollback finds them by the same time.
    await tx.execute(sql`select ficha_race_score(${userId}, ${await gameIdOf(tx, round.gameCode)},
      ${centavos}::bigint, now(), false)`)
  // A win, or a transaction that says so, ends the round at Hub88.
  await addToRound(
    tx,
    round.id,
    kind === 'debit' ? centavos : 0,
    kind === 'credit' ? centavos : 0,
    kind === 'credit' || entry.round_closed === true,
  )
  return true
}

/**
 * Records the listed transactions: each round's in one transaction under its player's lock, its bets first,
 * then its wins, then its rollbacks. Answers what it recorded and what it left aside.
 */
const recordTransferTransactions = async (db: Db, listed: ReportedTransaction[]): Promise<RoundSync> => {
  const usable = listed.filter(
    (entry) => KIND_OF[entry.type] !== undefined && (entry.status ?? 'TS_SUCCESS') === 'TS_SUCCESS',
  )
  const users = [...new Set(usable.map((entry) => entry.user))]
  const known =
    users.length === 0
      ? []
      : await db
          .select({ userId: providerPlayers.userId, user: providerPlayers.externalId })
          .from(providerPlayers)
          .where(and(eq(providerPlayers.provider, HUB88), inArray(providerPlayers.externalId, users)))
  const userIds = new Map(known.map((row) => [row.user, row.userId]))
  const rounds = new Map<string, { userId: number; entries: ReportedTransaction[] }>()
  let skipped = 0
  for (const entry of usable) {
    const userId = userIds.get(entry.user)
    if (userId === undefined || (entry.amount ?? 0) % UNITS_PER_CENTAVO !== 0) {
      skipped++
      continue
    }
    const key = `${userId}:${entry.round ?? entry.transaction_uuid}`
    const round = rounds.get(key) ?? { userId, entries: [] }
    round.entries.push(entry)
    rounds.set(key, round)
  }
  const order = { bet: 0, win: 1, rollback: 2 } as Record<string, number>
  let recorded = 0
  for (const { userId, entries } of rounds.values())
    await db.transaction(async (tx) => {
      await lockPlayer(tx, userId)
      for (const entry of [...entries].sort((a, b) => (order[a.type] ?? 0) - (order[b.type] ?? 0)))
        if (await recordEntry(tx, userId, entry, (entry.amount ?? 0) / UNITS_PER_CENTAVO)) recorded++
    })
  return { recorded, skipped }
}

/** Whole seconds (Hub88's times are to the second). */
const toSecond = (time: number) => new Date(Math.floor(time / 1_000) * 1_000)

/**
 * The job's pass: reads the site's transactions from a little before the mark to LAG_MS ago, window by window,
 * records them, and moves the mark after each window. The first pass starts at the first transfer order (no
 * round can be older). A window Hub88 does not answer throws, the mark left where it was.
 */
export const syncTransferRounds = async (
  db: Db,
  report: RoundReport,
  subPartnerId: string | undefined,
  now = new Date(),
): Promise<RoundSync> => {
  const done: RoundSync = { recorded: 0, skipped: 0 }
  const [mark] = await db.select().from(providerRoundSyncs).where(eq(providerRoundSyncs.provider, HUB88))
  const until = toSecond(now.getTime() - LAG_MS)
  let from: Date
  if (mark) from = new Date(mark.syncedUntil.getTime() - OVERLAP_MS)
  else {
    const [first] = await db
      .select({ at: sql<Date>`min(${providerTransfers.createdAt})`.mapWith(providerTransfers.createdAt) })
      .from(providerTransfers)
      .where(eq(providerTransfers.provider, HUB88))
    if (!first?.at) return done
    from = toSecond(first.at.getTime() - 1_000)
  }
  for (let window = 0; window < WINDOWS_PER_PASS && from < until; window++) {
    const end = new Date(Math.min(from.getTime() + WINDOW_MS, until.getTime()))
    const listed = await report({ start: from, end, ...(subPartnerId ? { subPartnerId } : {}) })
    const pass = await recordTransferTransactions(db, listed)
    done.recorded += pass.recorded
    done.skipped += pass.skipped
    await db
      .insert(providerRoundSyncs)
      .values({ provider: HUB88, syncedUntil: end })
      // Never backwards (a pass with an earlier clock reads again what it may, and moves nothing).
      .onConflictDoUpdate({
        target: providerRoundSyncs.provider,
        set: { syncedUntil: sql`greatest(${providerRoundSyncs.syncedUntil}, excluded.synced_until)` },
      })
    // Both ends are included: the next window starts a second after this one's end.
    from = new Date(end.getTime() + 1_000)
  }
  return done
}
