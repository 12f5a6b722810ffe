import type { Balances } from '@src/contract/wallet'
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '../../db'
import { games } from '../../db/schema/catalogue'
import { gameSessions } from '../../db/schema/gameSessions'
import { sessions } from '../../db/schema/sessions'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { endProviderSessions, lockPlayer } from '../accounts'
import { gameAlive } from '../games'
import { getBalances } from '../ledger'
import { convert } from './conversion'

/*
 * Automatic transfer: money to play without the conversion page. Opening a game (game/open) moves the
 * wallet's whole balance to the game balance; once the player's last such game has ended (left through
 * index/out_game, idle, expired or logged out) the whole game balance goes back to the wallet. Both moves
 * are credit conversions (conversion.ts, the one home of its rules and of the player's limits), each under
 * the player's lock and a key of its own, so a retry or a second opening at the same time moves nothing twice.
 */

/** The operator's AUTO_TRANSFER and the player's own switch (portal settings). */
export const autoTransferOn = async (db: Db, operatorOn: boolean, userId: number): Promise<boolean> => {
  if (!operatorOn) return false
  const [row] = await db.select({ autoTransfer: users.autoTransfer }).from(users).where(eq(users.id, userId))
  return row?.autoTransfer === true
}

/**
 * game/open, automatic transfer on: marks the game session as one whose balance returns, then moves the
 * wallet in. A refusal of the conversion (a limit) leaves the wallet where it is: the game still opens.
 */
export const moveWalletIn = async (db: Db, game: { id: number; userId: number }): Promise<void> => {
  await db.update(gameSessions).set({ autoTransfer: true }).where(eq(gameSessions.id, game.id))
  try {
    await db.transaction(async (tx) => {
      await lockPlayer(tx, game.userId)
      const { wallet } = await getBalances(tx, game.userId)
      if (wallet > 0) await convert(tx, game.userId, `auto-in:${game.id}`, { direction: 'toGame', all: true })
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  }
}

/** A game still plays unless left, idle, expired, or ended by player protection (exclusion, session time). */
const stillPlays = (game: typeof gameSessions.$inferSelect, login: typeof sessions.$inferSelect): boolean =>
  game.endedBy === null && gameAlive(game, login)

/**
 * The game balance back to the wallet when none of the player's automatic-transfer games still plays.
 * One indexed read when there is nothing to return; the decision and the move happen under the player's
 * lock, so a game opening at the same moment either keeps the balance or gets it moved in again.
 */
export const returnGameBalance = async (db: Db, userId: number): Promise<void> => {
  const toReturn = and(
    eq(gameSessions.userId, userId),
    eq(gameSessions.autoTransfer, true),
    isNull(gameSessions.returnedAt),
    isNotNull(gameSessions.openedAt),
  )
  const pending = (tx: Db) =>
    tx
      .select({ game: gameSessions, login: sessions })
      .from(gameSessions)
      .innerJoin(sessions, eq(sessions.id, gameSessions.loginSessionId))
      .where(toReturn)
  const first = await pending(db)
  if (first.length === 0 || first.some(({ game, login }) => stillPlays(game, login))) return
  try {
    await db.transaction(async (tx) => {
      await lockPlayer(tx, userId)
      const rows = await pending(tx)
      if (rows.length === 0 || rows.some(({ game, login }) => stillPlays(game, login))) return
      const ids = rows.map(({ game }) => game.id)
      const { game } = await getBalances(tx, userId)
      if (game > 0)
        await convert(tx, userId, `auto-out:${Math.max(...ids)}`, { direction: 'toWallet', all: true })
      await tx.update(gameSessions).set({ returnedAt: new Date() }).where(inArray(gameSessions.id, ids))
    })
  } catch (error) {
    // A refused conversion (a limit) leaves the balance where it is, for the next read to try again.
    if (!(error instanceof ApiError)) throw error
  }
}

/**
 * index/out_game: the player left the game (all of this login session's games, or one game's), then the
 * game balance goes back when no other game of theirs still plays.
 */
export const leaveGames = async (
  db: Db,
  { userId, loginSessionId, gameId }: { userId: number; loginSessionId: number; gameId?: number },
): Promise<Balances> => {
  await db
    .update(gameSessions)
    .set({ leftAt: new Date() })
    .where(
      and(
        eq(gameSessions.loginSessionId, loginSessionId),
        isNotNull(gameSessions.openedAt),
        isNull(gameSessions.leftAt),
        gameId === undefined ? undefined : eq(gameSessions.gameId, gameId),
      ),
    )
  // A provider game's session ends with it: its debits are refused from now on, its wins still settle.
  if (gameId === undefined) await endProviderSessions(db, { loginSessionIds: [loginSessionId] })
  else {
    const [game] = await db
      .select({ provider: games.provider, code: games.providerGameCode })
      .from(games)
      .where(eq(games.id, gameId))
    if (game?.code)
      await endProviderSessions(db, {
        loginSessionIds: [loginSessionId],
        provider: game.provider,
        gameCode: game.code,
      })
  }
  return balancesAfterReturn(db, userId)
}

/** A wallet read (get_wallet, getUserinfo, login, in_game): first returns a game balance left behind. */
export const balancesAfterReturn = async (db: Db, userId: number): Promise<Balances> => {
  await returnGameBalance(db, userId)
  return getBalances(db, userId)
}
