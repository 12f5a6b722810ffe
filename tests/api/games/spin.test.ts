import { rounds } from '@server/db/schema/rounds'
import { ledgerTransactions } from '@server/db/schema/wallet'
import { spin } from '@server/services/games/rounds'
import { getBalances, transfer } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { GameInfo, SpinResult } from '@src/contract/game'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPlayer, createTestServer, type Player, type TestServer } from '../helpers'
import { auditLedger, insertPlayer, SOUND_LEDGER } from '../services/ledgerFixtures'
import { fundGame, gameCall, openGame, playable, spinCall, userIdOf } from './gameFixtures'

let server: TestServer
let player: Player
let userId: number
let token: string

const balance = async () => (await getBalances(server.db, userId)).game
const roundsOf = (clientRoundId: string) =>
  server.db
    .select()
    .from(rounds)
    .where(and(eq(rounds.userId, userId), eq(rounds.clientRoundId, clientRoundId)))

beforeAll(async () => {
  server = await createTestServer()
  player = await createPlayer(server.app)
  userId = await userIdOf(server.db, player.phone)
  await fundGame(server.db, userId, 5_000)
  token = await openGame(server.app, player, 'samba-night')
})
afterAll(() => server.close())

describe('game/info', () => {
  test('answers the title, its exact RTP, bet sizes within the limits, the game balance and the seeds', async () => {
    const info = await gameCall<GameInfo>(server.app, 'info', token, {}, 'pt')
    expect(info.code).toBe(Code.Ok)
    expect(info.data.game).toMatchObject({ slug: 'samba-night', name: 'Noite do Samba', rtp: 96.1786 })
    expect(info.data.model.paylines).toHaveLength(20)
    expect(info.data.bets).toMatchObject({ min: 20, max: 4_000 })
    expect(info.data.bets.sizes.every((size) => size % 20 === 0 && size >= 20 && size <= 4_000)).toBe(true)
    expect(info.data.balance).toBe(5_000)
    expect(info.data.seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    expect(info.data.lastRound).toBeNull()
  })

  test('without a game session (or with the login token) answers 1303', async () => {
    expect((await gameCall(server.app, 'info', 'nothing')).code).toBe(Code.GameSessionExpired)
    expect((await gameCall(server.app, 'info', player.token)).code).toBe(Code.GameSessionExpired)
  })
})

describe('game/spin', () => {
  test('debits the bet and credits the win in one ledger movement, and stores the settled round', async () => {
    const before = await balance()
    const answer = await spinCall<SpinResult>(server.app, token, {
      bet: 100,
      clientRoundId: 'spin-one-1',
    })
    expect(answer.code).toBe(Code.Ok)
    const { round } = answer.data
    expect(answer.data.balance).toBe(before - 100 + round.win)
    expect(await balance()).toBe(answer.data.balance)
    expect(round.profit).toBe(round.win - 100)
    const [stored] = await roundsOf('spin-one-1')
    expect(stored).toMatchObject({ bet: 100, win: round.win, settled: true, gameId: round.gameId })
    expect(stored?.endedAt?.getTime()).toBeGreaterThanOrEqual(stored?.startedAt.getTime() ?? Infinity)
    const movements = await server.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `round:${round.id}`))
    expect(movements).toHaveLength(1)
    expect(movements[0]?.reason).toBe('bet')
    expect(await auditLedger(server.db)).toMatchObject(SOUND_LEDGER)
  })

  test('a retry of the same clientRoundId answers the same round and charges once', async () => {
    const first = await spinCall<SpinResult>(server.app, token, {
      bet: 200,
      clientRoundId: 'spin-retry-1',
    })
    const after = await balance()
    const again = await spinCall<SpinResult>(server.app, token, {
      bet: 200,
      clientRoundId: 'spin-retry-1',
    })
    expect(again.data).toEqual({ ...first.data, replayed: true })
    expect(await balance()).toBe(after)
    expect(await roundsOf('spin-retry-1')).toHaveLength(1)
    const charges = await server.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `round:${first.data.round.id}`))
    expect(charges).toHaveLength(1)
  })

  test('the same clientRoundId with another bet is refused with 1202', async () => {
    await spinCall(server.app, token, { bet: 100, clientRoundId: 'spin-reuse-1' })
    const reused = await spinCall(server.app, token, { bet: 200, clientRoundId: 'spin-reuse-1' })
    expect(reused.code).toBe(Code.IdempotencyKeyReused)
  })

  test('a bet above the game balance is refused with a clear message and the balances, and writes nothing', async () => {
    const poor = await createPlayer(server.app)
    const poorId = await userIdOf(server.db, poor.phone)
    await fundGame(server.db, poorId, 99)
    const poorToken = await openGame(server.app, poor, 'samba-night')
    const seeds = (await gameCall<GameInfo>(server.app, 'info', poorToken)).data.seeds
    const answer = await spinCall(server.app, poorToken, { bet: 100, clientRoundId: 'spin-broke-1' }, 'en')
    expect(answer).toEqual({
      code: Code.GameBalanceTooLow,
      // What "Transferir R$ X e jogar" could move in.
      data: { wallet: 0, game: 99 },
      msg: 'Your game balance is not enough for this bet. Lower the bet or move money from your wallet to the game balance.',
    })
    expect((await getBalances(server.db, poorId)).game).toBe(99)
    expect(await server.db.select().from(rounds).where(eq(rounds.userId, poorId))).toHaveLength(0)
    // Not even the nonce moved.
    expect((await gameCall<GameInfo>(server.app, 'info', poorToken)).data.seeds).toEqual(seeds)
  })

  test('a bet outside the limits or not a whole number of centavos per line is refused with 1304', async () => {
    for (const bet of [10, 30, 4_020, 8_000]) {
      const answer = await spinCall(server.app, token, { bet, clientRoundId: `spin-bad-${bet}` })
      expect(answer.code).toBe(Code.BetNotAllowed)
    }
    for (const body of [
      { bet: 100 },
      { bet: 100, clientRoundId: 'short' },
      { bet: 1.5, clientRoundId: 'abcdefgh' },
    ]) {
      expect((await spinCall(server.app, token, body)).code).toBe(Code.BadRequest)
    }
  })

  test('a round settled while the page was away shows as the last round when the page comes back', async () => {
    // The page sent the spin and lost the connection: the server settled it all the same.
    const game = await playable(server.db, 'samba-night')
    const settled = await spin(server.db, { userId, game, bet: 100, clientRoundId: 'spin-lost-1' })
    const reopened = await openGame(server.app, player, 'samba-night')
    const info = await gameCall<GameInfo>(server.app, 'info', reopened)
    expect(info.data.lastRound).toEqual(settled.round)
    expect(info.data.balance).toBe(settled.balance)
  })

  test('players spinning at the same moment each get their own round; an empty balance refuses only its player', async () => {
    // Spins settled in the same moment share one database call (group commit): each is decided on its own.
    const game = await playable(server.db, 'samba-night')
    const players = await Promise.all(Array.from({ length: 6 }, () => insertPlayer(server.db)))
    await Promise.all(players.map((id) => fundGame(server.db, id, 1_000)))
    // A first round each (the server then knows their seed pairs, so the next spins settle together)...
    for (const [index, id] of players.entries())
      await spin(server.db, { userId: id, game, bet: 100, clientRoundId: `together-first-${index}` })
    // ...and the first player's game balance emptied.
    const [emptied] = players
    await transfer(server.db, {
      key: `test:empty:${emptied}`,
      reason: 'adjustment',
      reference: 'test',
      from: { userId: emptied ?? 0, kind: 'game' },
      to: { system: 'deposits' },
      amount: (await getBalances(server.db, emptied ?? 0)).game,
    })
    const before = await Promise.all(players.map(async (id) => (await getBalances(server.db, id)).game))
    const results = await Promise.allSettled(
      players.map((id, index) =>
        spin(server.db, { userId: id, game, bet: 100, clientRoundId: `together-${index}` }),
      ),
    )
    expect(results[0]).toMatchObject({ status: 'rejected', reason: { code: Code.GameBalanceTooLow } })
    for (const [index, id] of players.entries()) {
      const result = results[index]
      if (index === 0 || result?.status !== 'fulfilled') continue
      const [stored] = await server.db
        .select()
        .from(rounds)
        .where(and(eq(rounds.userId, id), eq(rounds.clientRoundId, `together-${index}`)))
      expect(result.value.round).toMatchObject({ id: stored?.id, bet: 100, nonce: 1 })
      expect(result.value.balance).toBe((before[index] ?? 0) - 100 + result.value.round.win)
      expect((await getBalances(server.db, id)).game).toBe(result.value.balance)
    }
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5)
    expect(await auditLedger(server.db)).toMatchObject(SOUND_LEDGER)
  })
})
