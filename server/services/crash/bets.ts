import { Code } from '@src/contract/codes'
import type { CrashBet, CrashBetResult, CrashPublicBet } from '@src/contract/crash'
import { msToReach, multiplierAt } from '@src/crash/curve'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { groupCommit, type Waiting } from '../../db/groupCommit'
import { centavos } from '../../db/money'
import { rowsOf } from '../../db/rows'
import { crashBets } from '../../db/schema/crash'
import { HOUSE_SHARDS } from '../../db/schema/wallet'
import { ApiError } from '../../envelope'
import { announceRounds } from '../games'
import { getBalances } from '../ledger'
import { type PlayRefusal, PlayRefused } from '../protection'
import { announceCrash } from './announce'
import type { CrashGame } from './game'
import { newestRound } from './rounds'

/** Every out_status the crash game's SQL functions answer (server/db/functions/ficha_crash_bet.sql, ficha_crash_cashouts.sql), declared once. */
const CRASH_BET_STATUSES = ['replay', 'closed', 'slot_taken', 'refused', 'balance_low', 'placed'] as const
const CRASH_CASHOUT_STATUSES = ['not_found', 'replay', 'not_flying', 'too_late', 'cashed'] as const

type BetRow = typeof crashBets.$inferSelect

/** A stored bet as its player sees it. */
const betView = (row: BetRow): CrashBet => ({
  id: row.id,
  round: row.round,
  slot: row.slot,
  clientBetId: row.clientBetId,
  bet: row.stake,
  autoCashout: row.autoCashout,
  state: row.state,
  cashedOutAt: row.cashedOutAt,
  win: row.win,
  placedAt: row.placedAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
})

const publicBet = (row: BetRow, name: { nickname: string | null; handle: string }): CrashPublicBet => ({
  id: row.id,
  round: row.round,
  username: name.nickname || name.handle,
  slot: row.slot,
  bet: row.stake,
  cashedOutAt: row.cashedOutAt,
  win: row.win,
})

const betByClientId = async (db: Db, userId: number, clientBetId: string): Promise<BetRow | undefined> =>
  (
    await db
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.userId, userId), eq(crashBets.clientBetId, clientBetId)))
  )[0]

export interface CrashBetRequest {
  userId: number
  loginSessionId: number
  game: CrashGame
  slot: number
  /** Centavos. */
  bet: number
  /** Hundredths, or null for a manual cash-out only. */
  autoCashout: number | null
  clientBetId: string
}

interface Placed extends Omit<PlayRefusal, 'out_refusal'> {
  out_status: (typeof CRASH_BET_STATUSES)[number]
  out_bet_id: number | string | null
  out_balance: number | string | null
  out_nickname: string | null
  out_handle: string
  out_refusal: PlayRefusal['out_refusal'] | null
}

/**
 * Places a bet on the round taking bets (ficha_crash_bet, in one statement: the play gate, the stake through the
 * ledger, the bet and its shown round), then tells every process ("crash-bet"). A retry with the same
 * clientBetId answers the same bet and charges nothing; the same id with another slot, stake or target is 1202.
 */
export const placeCrashBet = async (db: Db, request: CrashBetRequest): Promise<CrashBetResult> => {
  const { userId, loginSessionId, game, slot, bet, autoCashout, clientBetId } = request
  if (bet < game.minBet || bet > game.maxBet) throw new ApiError(Code.BetNotAllowed)
  const round = await newestRound(db)
  if (!round) throw new ApiError(Code.CrashOff)
  const autoAt =
    autoCashout === null ? null : new Date(round.flightStartsAt.getTime() + msToReach(autoCashout))
  const [placed] = rowsOf<Placed>(
    await db.execute(sql`select * from ficha_crash_bet(${userId}::integer, ${loginSessionId}::integer,
      ${round.round}::integer, ${slot}::integer, ${clientBetId}, ${bet}::bigint, ${autoCashout}::integer,
      ${autoAt?.toISOString() ?? null}::timestamptz, ${game.id}::integer, ${userId % HOUSE_SHARDS}::smallint)`),
  )
  if (!placed) throw new Error('ficha_crash_bet answered nothing')
  switch (placed.out_status) {
    case 'replay': {
      const earlier = await betByClientId(db, userId, clientBetId)
      if (!earlier || earlier.slot !== slot || earlier.stake !== bet || earlier.autoCashout !== autoCashout)
        throw new ApiError(Code.IdempotencyKeyReused)
      const { game: balance } = await getBalances(db, userId)
      return { bet: betView(earlier), balance, replayed: true }
    }
    case 'closed':
      throw new ApiError(Code.CrashBettingClosed)
    case 'slot_taken':
      throw new ApiError(Code.CrashSlotTaken)
    case 'refused':
      throw new PlayRefused(placed as PlayRefusal, loginSessionId)
    case 'balance_low':
      throw new ApiError(Code.GameBalanceTooLow)
    case 'placed': {
      const row = await betByClientId(db, userId, clientBetId)
      if (!row) throw new Error(`Crash bet ${clientBetId} placed but not found`)
      await announceCrash(db, [
        { kind: 'bet', bet: publicBet(row, { nickname: placed.out_nickname, handle: placed.out_handle }) },
      ]).catch(() => undefined)
      return { bet: betView(row), balance: centavos(placed.out_balance), replayed: false }
    }
  }
}

interface CashedOut {
  out_index: number
  out_status: (typeof CRASH_CASHOUT_STATUSES)[number]
  out_bet_id: number | string | null
  out_balance: number | string | null
  out_shown: number | string | null
  out_round: number
  out_slot: number
  out_stake: number | string
  out_auto: number | null
  out_state: BetRow['state']
  out_cashed_out_at: number | null
  out_win: number | string
  out_placed_at: Date | string
  out_settled_at: Date | string | null
  out_nickname: string | null
  out_handle: string
}

interface Receipt {
  userId: number
  clientBetId: string
}

/** Rows per statement at most: one batch stays one short transaction. */
const BATCH_MAX = 100

/**
 * The receipts of the cash-outs of one moment, in one statement (group commit): for each, the database's clock to
 * the millisecond (clock_timestamp(), read row by row) and its bet's flight start; null for no such bet.
 */
const readReceipts = groupCommit(
  async (db: Db, batch: Waiting<Receipt, { received: Date; flight: Date } | null>[]): Promise<void> => {
    const asked = JSON.stringify(batch.map(({ input }, i) => ({ i, ...input })))
    const rows = rowsOf<{ i: number; received: Date | string; flight: Date | string | null }>(
      await db.execute(sql`
        select r.i, date_trunc('milliseconds', clock_timestamp()) as received, c.flight_starts_at as flight
        from jsonb_to_recordset(${asked}::jsonb) as r(i integer, "userId" integer, "clientBetId" text)
        left join crash_bets b on b.user_id = r."userId" and b.client_bet_id = r."clientBetId"
        left join crash_rounds c on c.round = b.round`),
    )
    for (const row of rows)
      batch[row.i]?.resolve(
        row.flight === null ? null : { received: new Date(row.received), flight: new Date(row.flight) },
      )
    for (const waiting of batch) waiting.resolve(null)
  },
  BATCH_MAX,
)

type CashOutRequest = Receipt & { received: string; multiplier: number }

/** The cash-outs of one moment decided and paid in one statement (ficha_crash_cashouts), each answered on its own. */
const settleCashOuts = groupCommit(
  async (db: Db, batch: Waiting<CashOutRequest, CashedOut>[]): Promise<void> => {
    const asked = JSON.stringify(batch.map(({ input }, i) => ({ i, ...input })))
    const rows = rowsOf<CashedOut>(await db.execute(sql`select * from ficha_crash_cashouts(${asked}::jsonb)`))
    for (const row of rows) batch[row.out_index]?.resolve(row)
    for (const waiting of batch)
      waiting.reject(new Error('ficha_crash_cashouts answered nothing for a cash-out'))
  },
  BATCH_MAX,
)

const cashedRow = (row: CashedOut, userId: number, clientBetId: string): BetRow => ({
  id: Number(row.out_bet_id),
  round: row.out_round,
  userId,
  slot: row.out_slot,
  clientBetId,
  stake: Number(row.out_stake),
  autoCashout: row.out_auto,
  autoAt: null,
  state: row.out_state,
  cashedOutAt: row.out_cashed_out_at,
  win: Number(row.out_win),
  houseShard: 0,
  loginSessionId: null,
  placedAt: new Date(row.out_placed_at),
  settledAt: row.out_settled_at === null ? null : new Date(row.out_settled_at),
  shownRoundId: null,
})

/**
 * Cashes a bet out. Its receipt is the database's clock, to the millisecond (truncated), read by this request's
 * first statement (with the bet's flight start; the cash-outs of the same moment share one statement), so every
 * process decides by the same clock; the multiplier is the curve's at the flight's elapsed whole milliseconds then
 * (src/crash/curve.ts). ficha_crash_cashouts pays it when the receipt came before the crash (at the automatic
 * target instead when the flight had reached it), refuses it after (2004: the bet is lost), before the flight
 * (2005), or for no such bet (2003); a cash-out of a bet already cashed answers it again.
 */
export const cashOutCrashBet = async (
  db: Db,
  userId: number,
  clientBetId: string,
): Promise<CrashBetResult> => {
  const receipt = await readReceipts(db, { userId, clientBetId })
  if (!receipt) throw new ApiError(Code.CrashBetNotFound)
  const elapsed = receipt.received.getTime() - receipt.flight.getTime()
  const cashed = await settleCashOuts(db, {
    userId,
    clientBetId,
    received: receipt.received.toISOString(),
    multiplier: multiplierAt(elapsed),
  })
  switch (cashed.out_status) {
    case 'not_found':
      throw new ApiError(Code.CrashBetNotFound)
    case 'not_flying':
      throw new ApiError(Code.CrashNotFlying)
    case 'too_late':
      throw new ApiError(Code.CrashTooLate)
    case 'replay': {
      const { game: balance } = await getBalances(db, userId)
      return { bet: betView(cashedRow(cashed, userId, clientBetId)), balance, replayed: true }
    }
    case 'cashed': {
      const row = cashedRow(cashed, userId, clientBetId)
      await Promise.all([
        announceCrash(db, [
          {
            kind: 'cashout',
            bet: publicBet(row, { nickname: cashed.out_nickname, handle: cashed.out_handle }),
          },
        ]),
        cashed.out_shown === null ? undefined : announceRounds(db, [Number(cashed.out_shown)]),
      ]).catch(() => undefined)
      return { bet: betView(row), balance: centavos(cashed.out_balance), replayed: false }
    }
  }
}

/** The player's newest bets (the current round's first), as crash/mine answers. */
export const myCrashBets = async (db: Db, userId: number, count: number): Promise<CrashBet[]> =>
  (
    await db
      .select()
      .from(crashBets)
      .where(eq(crashBets.userId, userId))
      .orderBy(desc(crashBets.round), crashBets.slot)
      .limit(count)
  ).map(betView)
