import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { groupCommit, type Waiting as WaitingCall } from '../../db/groupCommit'
import type { PlayRefusal } from '../protection'

/**
 * Every out_status ficha_play_rounds answers (server/db/functions/), declared once here:
 * a test reads the SQL files and checks they answer these and no other.
 * @internal Read by that test.
 */
export const ROUND_STATUSES = ['played', 'stale', 'replay', 'refused', 'balance_low', 'session'] as const

type RoundStatus = (typeof ROUND_STATUSES)[number]

/** A round the engine played, to be settled by ficha_play_rounds (server/db/functions/ficha_play_rounds.sql). */
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
  /**
   * A spin whose game session its guard took from memory: the statement first checks that this game session
   * and its login session were used since `usedSince` and are still open ('session' when not). Null when the
   * guard looked the session up itself, and for the server's own rounds.
   */
  gameSessionId: number | null
  usedSince: Date | null
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

/** Rounds per statement at most: one batch stays one short transaction, its NOTIFY of ids one payload. */
const BATCH_MAX = 50

type Waiting = WaitingCall<RoundToSettle, Settled>

/** One call of ficha_play_rounds for the batch; each round answered under its index. */
const settle = async (db: Db, batch: Waiting[]): Promise<void> => {
  const rounds = JSON.stringify(batch.map(({ input }, i) => ({ i, ...input })))
  const rows = (await db.execute(sql`select * from ficha_play_rounds(${rounds}::jsonb)`)) as unknown as {
    rows: (Settled & { out_index: number })[]
  }
  const answered = new Set<number>()
  for (const { out_index, ...settled } of rows.rows) {
    answered.add(out_index)
    batch[out_index]?.resolve(settled)
  }
  for (const [index, waiting] of batch.entries())
    if (!answered.has(index)) waiting.reject(new Error('ficha_play_rounds answered nothing for a round'))
}

/**
 * The rounds of one moment in one statement; if it fails (a deadlock, a lost connection, a clash of client
 * ids: nothing of the batch was written), each round alone.
 */
const settleMany = (db: Db, batch: Waiting[]): Promise<void> =>
  settle(db, batch).catch(async (error: unknown) => {
    if (batch.length === 1) return batch[0]?.reject(error)
    await Promise.all(batch.map((waiting) => settle(db, [waiting]).catch(waiting.reject)))
  })

/**
 * Settles one round (ficha_play_rounds, server/db/functions/ficha_play_rounds.sql) in one database call and one
 * commit with the other rounds this process settles meanwhile (group commit, db/groupCommit.ts): under load,
 * many players' spins cost one round trip and one commit. Each round is still decided and answered on its
 * own: its refusal (balance, limits, a stale pair) touches no other round, and a batch that fails as a whole
 * is played again one round at a time.
 */
export const settleRound: (db: Db, round: RoundToSettle) => Promise<Settled> = groupCommit(
  settleMany,
  BATCH_MAX,
)
