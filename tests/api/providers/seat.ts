import type { Db } from '@server/db'
import { ledgerTransactions } from '@server/db/schema/wallet'
import { credit, debit, externalPlayerId, openProviderSession, rollback } from '@server/providers/gateway'
import { findSession } from '@server/services/accounts/sessions'
import { getBalances, transfer } from '@server/services/ledger'
import { like, sql } from 'drizzle-orm'
import { createPlayer, type TestServer } from '../helpers'

/** Puts `centavos` in the player's game balance under `key`, as a deposit moved in would leave it. */
const deposit = (server: TestServer, userId: number, key: string, centavos: number) =>
  transfer(server.db, {
    key,
    reason: 'adjustment',
    reference: 'test',
    from: { system: 'deposits' },
    to: { userId, kind: 'game' },
    amount: centavos,
  })

/** Puts R$ `reais` in the player's game balance. */
const fundGame = (server: TestServer, userId: number, reais: number) =>
  deposit(server, userId, `test:fund:${userId}:${reais}`, Math.round(reais * 100))

/** Money arriving in the game balance later: `centavos` more, once per player. */
export const topUp = (server: TestServer, userId: number, centavos: number) =>
  deposit(server, userId, `test:topup:${userId}`, centavos)

/** A new player with R$ `reais` in the game balance. */
export const fundedPlayer = async (server: TestServer, reais: number) => {
  const created = await createPlayer(server.app)
  await fundGame(server, created.user.id, reais)
  return created
}

/**
 * A player with R$ `reais` in the game balance and a game session of `provider` opened from their login,
 * as a launch would open it: shared by the adapters' tests and the gateway's own.
 */
export const seat = async (server: TestServer, reais: number, provider = 'hub88') => {
  const player = await createPlayer(server.app)
  const login = await findSession(server.db, player.token)
  if (!login) throw new Error('no login session')
  const userId = player.user.id
  const user = await externalPlayerId(server.db, provider, userId)
  const token = await openProviderSession(server.db, {
    provider,
    userId,
    loginSessionId: login.sessionId,
    gameCode: 'sim_fortune',
    currency: 'BRL',
  })
  if (reais > 0) await fundGame(server, userId, reais)
  return { user, token, userId, loginSessionId: login.sessionId, login: player.token }
}

/** The gateway's calls as the sim provider makes them for a seated player: bets, wins, rollbacks. */
export const simGateway = (server: TestServer, player: { userId: number; token: string }) => {
  const common = { provider: 'sim', userId: player.userId, gameCode: 'sim_fortune', currency: 'BRL' }
  return {
    bet: (transactionId: string, round: string, amount: number) =>
      debit(server.db, { ...common, transactionId, round, amount, token: player.token }),
    win: (transactionId: string, round: string, amount: number, roundClosed?: boolean) =>
      credit(server.db, { ...common, transactionId, round, amount, creditKind: 'win', roundClosed }),
    rollback: (transactionId: string, targetId: string) =>
      rollback(server.db, { provider: 'sim', userId: player.userId, transactionId, targetId }),
  }
}

/** The player's game balance in centavos. */
export const gameBalance = async (server: TestServer, userId: number): Promise<number> =>
  (await getBalances(server.db, userId)).game

/** How many ledger movements a provider's transaction id made (its debit, credit or rollbacks). */
export const movements = async (server: TestServer, provider: string, externalId: string) =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `gp:${provider}:%:${externalId}%`))
  )[0]?.n

/** The database as a callback sees it when it stops answering: transactions and reads time out. */
export const unavailable = (db: Db): Db =>
  new Proxy(db, {
    get: (target, name) =>
      name === 'transaction' || name === 'select'
        ? () => {
            throw new Error('connection timeout')
          }
        : Reflect.get(target, name),
  })
