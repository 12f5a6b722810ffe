import type { CrashPublicBet, CrashRound } from '@src/contract/crash'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { groupCommit, type Waiting } from '../../db/groupCommit'

/** The NOTIFY channel of the crash game (payload: a JSON array of CrashEvent), heard by every process's CrashHub. */
export const CRASH_CHANNEL = 'ficha_crash'

/** What the crash game tells every process: a round's phase (without serverNow), a bet, a cash-out. */
export type CrashEvent =
  | { kind: 'round'; round: Omit<CrashRound, 'serverNow'> }
  | { kind: 'bet'; bet: CrashPublicBet }
  | { kind: 'cashout'; bet: CrashPublicBet }

/** NOTIFY payloads stay under PostgreSQL's 8000 bytes. */
const PAYLOAD_MAX = 7_000

const notify = async (db: Db, batch: Waiting<CrashEvent[], void>[]): Promise<void> => {
  let part: string[] = []
  let size = 2
  const send = async () => {
    if (part.length > 0) await db.execute(sql`select pg_notify(${CRASH_CHANNEL}, ${`[${part.join(',')}]`})`)
    part = []
    size = 2
  }
  for (const event of batch.flatMap((call) => call.input)) {
    const text = JSON.stringify(event)
    if (size + text.length + 1 > PAYLOAD_MAX) await send()
    part.push(text)
    size += text.length + 1
  }
  await send()
  for (const call of batch) call.resolve()
}

/**
 * Tells every server process of crash events, after their commit, outside any transaction; events of the same
 * moment go together (group commit). A lost notification only leaves a screen behind until the next phase:
 * crash/state reads the tables.
 */
export const announceCrash: (db: Db, events: CrashEvent[]) => Promise<void> = groupCommit(notify)
