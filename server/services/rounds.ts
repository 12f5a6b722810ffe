import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { Code } from '../../src/contract/codes'
import type { PlayedRound, RoundOutcome, RoundRecord, SpinResult } from '../../src/contract/game'
import type { Db } from '../db'
import { seedPairs } from '../db/schema/fairness'
import { rounds } from '../db/schema/rounds'
import { ApiError } from '../envelope'
import { isBetAllowed } from '../games/betSizes'
import type { SlotTitle } from '../games/engine/model'
import type { Outcome } from '../games/engine/outcome'
import { playRound, verifyRound } from '../games/engine/round'
import { type Entry, getBalances, transfer } from './ledger'
import type { PlayableGame } from './playableGames'
import { onRoundSettled } from './rewards/vip'
import { advanceNonce, lockActivePair } from './seedPairs'

/** The NOTIFY channel of settled rounds (payload: the round id), heard by every server's live feed. */
export const ROUNDS_CHANNEL = 'ficha_rounds'

type RoundRow = typeof rounds.$inferSelect

/** An engine outcome as the API shows it, with the win in centavos. */
export const outcomeView = (outcome: Outcome, lineBet: number): RoundOutcome => ({
  stops: [...outcome.stops],
  grid: outcome.grid.map((column) => [...column]),
  lineWins: outcome.lineWins.map((win) => ({ ...win })),
  scatterWin: outcome.scatterWin ? { ...outcome.scatterWin } : null,
  multiplier: outcome.multiplier,
  win: outcome.multiplier * lineBet,
})

/** The stored facts of a round played through the engine (its seeds and client id are always set). */
export const roundRecord = (row: RoundRow): RoundRecord => ({
  id: row.id,
  gameId: row.gameId,
  bet: row.bet,
  win: row.win,
  profit: row.win - row.bet,
  serverSeedHash: row.serverSeedHash ?? '',
  clientSeed: row.clientSeed ?? '',
  nonce: row.nonce ?? 0,
  clientRoundId: row.clientRoundId ?? '',
  startedAt: row.startedAt.toISOString(),
  endedAt: (row.endedAt ?? row.startedAt).toISOString(),
})

/** What a stored round showed, recomputed from its seeds (the server seed may still be secret). */
export const recomputeOutcome = (row: RoundRow, title: SlotTitle, serverSeed: string): RoundOutcome => {
  const outcome = verifyRound({ title, serverSeed, clientSeed: row.clientSeed ?? '', nonce: row.nonce ?? 0 })
  return outcomeView(outcome, row.bet / title.paylines.length)
}

const playedRound = (row: RoundRow, title: SlotTitle, serverSeed: string): PlayedRound => ({
  ...recomputeOutcome(row, title, serverSeed),
  ...roundRecord(row),
})

/** One ledger movement per round: the bet from the game balance to the house, then the win back. */
const roundEntries = (userId: number, bet: number, win: number): Entry[] => {
  const game = { userId, kind: 'game' } as const
  const house = { system: 'house' } as const
  const payout: Entry[] =
    win > 0
      ? [
          { account: house, amount: -win },
          { account: game, amount: win },
        ]
      : []
  return [{ account: game, amount: -bet }, { account: house, amount: bet }, ...payout]
}

export interface SpinRequest {
  userId: number
  game: PlayableGame
  /** Total bet, centavos. */
  bet: number
  /** The caller's id for this spin: a retry with the same id answers the first round and charges nothing. */
  clientRoundId: string
}

const findByClientId = async (tx: Db, userId: number, clientRoundId: string) =>
  (
    await tx
      .select({ round: rounds, serverSeed: seedPairs.serverSeed })
      .from(rounds)
      .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
      .where(and(eq(rounds.userId, userId), eq(rounds.clientRoundId, clientRoundId)))
  )[0]

/** The round a clientRoundId already played, answered again; the same id for another bet or game is refused. */
const replay = async (tx: Db, { userId, game, bet, clientRoundId }: SpinRequest): Promise<SpinResult> => {
  const earlier = await findByClientId(tx, userId, clientRoundId)
  if (!earlier) throw new Error(`Round ${clientRoundId} clashed but cannot be found`)
  if (earlier.round.gameId !== game.id || earlier.round.bet !== bet)
    throw new ApiError(Code.IdempotencyKeyReused)
  const { game: balance } = await getBalances(tx, userId)
  return { round: playedRound(earlier.round, game.title, earlier.serverSeed), balance, replayed: true }
}

/**
 * Plays and settles one round in one database transaction: the player's seed pair is locked (their spins
 * take turns), the engine plays the next nonce, the round is stored settled, the nonce advances, and the
 * ledger moves the bet and the win. A failure anywhere (a bet above the game balance, a crash, a lost
 * connection) leaves nothing; a commit leaves all of it, and the live feeds hear of it at commit.
 */
export const spin = async (
  db: Db,
  { userId, game, bet, clientRoundId }: SpinRequest,
): Promise<SpinResult> => {
  const { title } = game
  if (!isBetAllowed(title, game, bet)) throw new ApiError(Code.BetNotAllowed)
  const startedAt = new Date()
  try {
    return await db.transaction(async (tx) => {
      const pair = await lockActivePair(tx, userId)
      const { serverSeed, clientSeed, nonce } = pair
      const outcome = playRound({ title, bet, serverSeed, clientSeed, nonce })
      // A clientRoundId seen before inserts nothing: the request is a retry (the pair lock made it wait).
      const [row] = await tx
        .insert(rounds)
        .values({
          userId,
          gameId: game.id,
          bet,
          win: outcome.win,
          settled: true,
          startedAt,
          endedAt: new Date(),
          seedPairId: pair.id,
          serverSeedHash: pair.serverSeedHash,
          clientSeed: pair.clientSeed,
          nonce: pair.nonce,
          clientRoundId,
        })
        .onConflictDoNothing({ target: [rounds.userId, rounds.clientRoundId] })
        .returning()
      if (!row) return replay(tx, { userId, game, bet, clientRoundId })
      await advanceNonce(tx, pair)
      await onRoundSettled(tx, { userId, bet })
      await tx.execute(sql`select pg_notify(${ROUNDS_CHANNEL}, ${String(row.id)})`)
      // Last, so the house account (locked by every player's rounds) is held for the shortest time.
      const moved = await transfer(tx, {
        key: `round:${row.id}`,
        reason: 'bet',
        reference: `round:${row.id}`,
        entries: roundEntries(userId, bet, outcome.win),
      })
      const balance = moved.entries.filter((entry) => 'userId' in entry.account).at(-1)?.balanceAfter ?? 0
      return {
        round: { ...outcomeView(outcome, outcome.lineBet), ...roundRecord(row) },
        balance,
        replayed: false,
      }
    })
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.InsufficientFunds) {
      throw new ApiError(Code.GameBalanceTooLow)
    }
    throw error
  }
}

/** The player's newest round in this game, as the game page shows it on load; null before the first. */
export const lastRound = async (db: Db, userId: number, game: PlayableGame): Promise<PlayedRound | null> => {
  const [last] = await db
    .select({ round: rounds, serverSeed: seedPairs.serverSeed })
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(and(eq(rounds.userId, userId), eq(rounds.gameId, game.id), isNotNull(rounds.clientRoundId)))
    .orderBy(desc(rounds.startedAt), desc(rounds.id))
    .limit(1)
  return last ? playedRound(last.round, game.title, last.serverSeed) : null
}
