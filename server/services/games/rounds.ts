import { Code } from '@src/contract/codes'
import type { PlayedRound, RoundOutcome, RoundRecord, SpinResult } from '@src/contract/game'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db'
import { centavos } from '../../db/money'
import { type SeedPair, seedPairs } from '../../db/schema/fairness'
import { rounds } from '../../db/schema/rounds'
import { HOUSE_SHARDS } from '../../db/schema/wallet'
import { ApiError } from '../../envelope'
import { isBetAllowed } from '../../games/betSizes'
import type { SlotTitle } from '../../games/engine/model'
import type { Outcome } from '../../games/engine/outcome'
import { playRound, verifyRound } from '../../games/engine/round'
import { roundMoney, roundsPlayed } from '../../metrics'
import { RecentMap } from '../../recentMap'
import { getBalances } from '../ledger'
import { type PlayRefusal, PlayRefused } from '../protection'
import { checkVipUpgrade, settleReferralAfterRound } from '../rewards'
import { sessionUsedSince } from './gameSessions'
import type { PlayableGame } from './playableGames'
import { settleRound } from './roundBatch'
import { activePair } from './seedPairs'

type RoundRow = typeof rounds.$inferSelect

/** An engine outcome as the API shows it, with the win in centavos. */
const outcomeView = (outcome: Outcome, lineBet: number): RoundOutcome => ({
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

export interface SpinRequest {
  userId: number
  game: PlayableGame
  /** Total bet, centavos. */
  bet: number
  /** The caller's id for this spin: a retry with the same id answers the first round and charges nothing. */
  clientRoundId: string
  /**
   * The login session a player's spin comes from (game/spin): the round's statement then passes it through
   * the play gate. The server's own rounds (demo players) pass none and no gate.
   */
  loginSessionId?: number
  /**
   * The game session of a spin whose guard took it from memory (knownGameSession): the round's statement
   * checks it is still alive, else the spin throws GameSessionUnconfirmed and nothing is played.
   */
  gameSessionId?: number
}

/** A spin's game session, taken from memory, did not pass its statement's check: look it up and spin again. */
export class GameSessionUnconfirmed extends Error {}

const findByClientId = async (db: Db, userId: number, clientRoundId: string) =>
  (
    await db
      .select({ round: rounds, serverSeed: seedPairs.serverSeed })
      .from(rounds)
      .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
      .where(and(eq(rounds.userId, userId), eq(rounds.clientRoundId, clientRoundId)))
  )[0]

/** The round a clientRoundId already played, answered again; the same id for another bet or game is refused. */
const replay = async (db: Db, { userId, game, bet, clientRoundId }: SpinRequest): Promise<SpinResult> => {
  const earlier = await findByClientId(db, userId, clientRoundId)
  if (!earlier) throw new Error(`Round ${clientRoundId} clashed but cannot be found`)
  if (earlier.round.gameId !== game.id || earlier.round.bet !== bet)
    throw new ApiError(Code.IdempotencyKeyReused)
  const { game: balance } = await getBalances(db, userId)
  return { round: playedRound(earlier.round, game.title, earlier.serverSeed), balance, replayed: true }
}

/** The active seed pairs this process last saw, by player: a guess the database checks at every round. */
const PAIRS_KEPT = 10_000
const knownPairs = new WeakMap<Db, RecentMap<number, SeedPair>>()

const pairsOf = (db: Db): RecentMap<number, SeedPair> => {
  let pairs = knownPairs.get(db)
  if (!pairs) {
    pairs = new RecentMap(PAIRS_KEPT)
    knownPairs.set(db, pairs)
  }
  return pairs
}

/**
 * Plays and settles one round. The engine plays the next nonce of the player's active seed pair (as this
 * process last saw it), then one statement (ficha_play_rounds, server/db/functions/, with the other rounds
 * of the same moment: roundBatch.ts) settles it in one transaction: it locks the pair (a player's spins take
 * turns), answers a replayed client round id, passes a player's spin through the play gate once
 * (ficha_play_gate: identity, session time limit, exclusion, loss limits; its refusal is only worded here,
 * as PlayRefused) and, when the pair is still active at that nonce, stores the round, advances the nonce, moves the bet and the
 * win through ficha_transfer, the ledger's one writer (the house side on one of its sub-accounts), and adds
 * to the bet total. A pair moved on meanwhile (another process's spin,
 * a rotation) writes nothing: the pair is read again and the round played again. A failure anywhere (a bet
 * above the game balance, a crash, a lost connection) leaves nothing; at the commit the live feeds of
 * every process hear of the round (the statement's own NOTIFY).
 */
export const spin = async (db: Db, request: SpinRequest): Promise<SpinResult> => {
  const { userId, game, bet, clientRoundId, loginSessionId = null, gameSessionId = null } = request
  const { title } = game
  if (!isBetAllowed(title, game, bet)) throw new ApiError(Code.BetNotAllowed)
  const pairs = pairsOf(db)
  const startedAt = new Date()
  for (;;) {
    const pair = pairs.get(userId) ?? (await activePair(db, userId))
    const { serverSeed, clientSeed, nonce } = pair
    const outcome = playRound({ title, bet, serverSeed, clientSeed, nonce })
    const endedAt = new Date()
    const settled = await settleRound(db, {
      userId,
      gameId: game.id,
      pairId: pair.id,
      nonce,
      bet,
      win: outcome.win,
      clientRoundId,
      startedAt,
      endedAt,
      houseShard: userId % HOUSE_SHARDS,
      loginSessionId,
      gameSessionId,
      usedSince: gameSessionId === null ? null : sessionUsedSince(endedAt),
    })
    if (settled.out_status === 'session') throw new GameSessionUnconfirmed()
    if (settled.out_status === 'balance_low') throw new ApiError(Code.GameBalanceTooLow)
    // The statement's play gate refused: its answer is worded here, never decided again.
    if (settled.out_status === 'refused') throw new PlayRefused(settled as PlayRefusal, loginSessionId)
    if (settled.out_status === 'replay') return replay(db, request)
    if (settled.out_status === 'stale') {
      pairs.delete(userId)
      continue
    }
    pairs.set(userId, { ...pair, nonce: nonce + 1 })
    roundsPlayed.inc()
    roundMoney.inc({ side: 'bet' }, bet)
    if (outcome.win > 0) roundMoney.inc({ side: 'win' }, outcome.win)
    const id = Number(settled.out_round_id)
    if (settled.out_vip_due) await checkVipUpgrade(db, userId)
    if (settled.out_referral_due) await settleReferralAfterRound(db, userId)
    const row: RoundRow = {
      id,
      userId,
      gameId: game.id,
      bet,
      win: outcome.win,
      profit: outcome.win - bet,
      settled: true,
      providerRoundId: null,
      startedAt,
      endedAt,
      seedPairId: pair.id,
      serverSeedHash: pair.serverSeedHash,
      clientSeed,
      nonce,
      clientRoundId,
    }
    return {
      round: { ...outcomeView(outcome, outcome.lineBet), ...roundRecord(row) },
      balance: centavos(settled.out_balance),
      replayed: false,
    }
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
