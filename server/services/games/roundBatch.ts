import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { failedWith } from '../../db/errors'
import { groupCommit, type Waiting as WaitingCall } from '../../db/groupCommit'
import type { PlayRefusal } from '../protection'

/**
 * Every out_status ficha_play_round and ficha_play_rounds answer (server/db/functions/), declared once here:
 * a test reads the SQL files and checks they answer these and no other.
 */
export const ROUND_STATUSES = ['played', 'stale', 'replay', 'refused', 'balance_low'] as const

type RoundStatus = (typeof ROUND_STATUSES)[number]

/** A round the engine played, to be settled by ficha_play_round (server/db/functions/ficha_play_round.sql). */
export interface RoundToSettle {
  userId: number
  gameId: number
  pairId: number
  nonce: number
  /** Centavos. */
  bet: number
  win: number
  clientRoundId: string
  startedAt: Date
  endedAt: Date
  houseShard: number
  /** A player's spin: the statement checks its gate first. Null for the server's own rounds. */
  loginSessionId: number | null
}

/** What the statement decided for one round; 'refused' carries the play gate's answer (ficha_play_gate). */
export interface Settled extends Omit<PlayRefusal, 'out_refusal'> {
  out_status: RoundStatus
  out_round_id: number | string | null
  out_balance: number | string | null
  out_vip_due: boolean
  out_refusal: PlayRefusal['out_refusal'] | null
  /** The player's first top-up now has a referral reward due. */
  out_referral_due: boolean
}

/** Raised by ficha_play_round when the game balance is below the bet (nothing written). */
const BALANCE_TOO_LOW = 'FC001'

/** Rounds per statement at most: one batch stays one short transaction. */
const BATCH_MAX = 50

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** One round alone, in its own statement and transaction. */
const settleOne = async (db: Db, round: RoundToSettle): Promise<Settled> => {
  try {
    const [settled] = rowsOf<Settled>(
      await db.execute(
        sql`select * from ficha_play_round(${round.userId}, ${round.gameId}, ${round.pairId}, ${round.nonce}, ${round.bet}, ${round.win}, ${round.clientRoundId}, ${round.startedAt.toISOString()}, ${round.endedAt.toISOString()}, ${round.houseShard}::smallint, ${round.loginSessionId}::integer)`,
      ),
    )
    if (!settled) throw new Error('ficha_play_round answered nothing')
    return settled
  } catch (error) {
    if (!failedWith(error, BALANCE_TOO_LOW)) throw error
    return {
      out_status: 'balance_low',
      out_round_id: null,
      out_balance: null,
      out_vip_due: false,
      out_refusal: null,
      out_until: null,
      out_limit: null,
      out_limit_value: null,
      out_left: null,
      out_referral_due: false,
    }
  }
}

type Waiting = WaitingCall<RoundToSettle, Settled>

/** Several rounds in one statement (ficha_play_rounds); if it fails, each round alone. */
const settleMany = async (db: Db, batch: Waiting[]): Promise<void> => {
  if (batch.length === 1) {
    const [only] = batch as [Waiting]
    await settleOne(db, only.input).then(only.resolve, only.reject)
    return
  }
  let rows: (Settled & { out_index: number })[]
  try {
    const rounds = JSON.stringify(batch.map(({ input }, i) => ({ i, ...input })))
    rows = rowsOf(await db.execute(sql`select * from ficha_play_rounds(${rounds}::jsonb)`))
  } catch {
    // A deadlock, a lost connection, a clash of client ids: nothing of the batch was written.
    await Promise.all(
      batch.map((waiting) => settleOne(db, waiting.input).then(waiting.resolve, waiting.reject)),
    )
    return
  }
  const answered = new Set<number>()
  for (const { out_index, ...settled } of rows) {
    answered.add(out_index)
    batch[out_index]?.resolve(settled)
  }
  for (const [index, waiting] of batch.entries())
    if (!answered.has(index)) waiting.reject(new Error('ficha_play_rounds answered nothing for a round'))
}

/**
 * Settles one round (ficha_play_round, server/db/functions/ficha_play_round.sql) in one database call and one
 * commit with the other rounds this process settles meanwhile (group commit, db/groupCommit.ts): under load,
 * many players' spins cost one round trip and one commit. Each round is still decided and answered on its
 * own: its refusal (balance, limits, a stale pair) touches no other round, and a batch that fails as a whole
 * is played again one round at a time.
 */
export const settleRound: (db: Db, round: RoundToSettle) => Promise<Settled> = groupCommit(
  settleMany,
  BATCH_MAX,
)
