import { advanceCrash } from '@server/services/crash'
import type { CrashBetResult, CrashPublicBet, CrashRound } from '@src/contract/crash'
import { expect, test } from 'vitest'
import { fundGame, openGame } from '../games/gameFixtures'
import { SseReader } from '../games/sseReader'
import { createPlayer, listeningServer } from '../helpers'
import { crashAt, crashCall, flyFor, newestRoundNumber, TEST_TIMING } from './crashFixtures'

const given = listeningServer()

test("bet/stream?crash=true carries the round's phases, everyone's bets and cash-outs, the seed after the crash", async () => {
  await advanceCrash(given.server.db, TEST_TIMING)
  const round = await newestRoundNumber(given.server.db)
  const player = await createPlayer(given.server.app)
  await fundGame(given.server.db, player.user.id, 10_000)
  const token = await openGame(given.server.app, player, 'crash')
  // Another player's screen, open before anything happens.
  const { reader, status } = await SseReader.open(`${given.base}/api/bet/stream?count=1&crash=true`)
  try {
    expect(status).toBe(200)
    const first = JSON.parse((await reader.next((message) => message.event === 'crash')).data) as CrashRound
    expect(first).toMatchObject({ round, phase: 'betting', seed: null, crashPoint: null })
    expect(Date.parse(first.serverNow)).not.toBeNaN()
    expect(JSON.parse((await reader.next((message) => message.event === 'crash-bets')).data)).toEqual([])

    const placed = await crashCall<CrashBetResult>(given.server.app, 'bet', token, {
      slot: 2,
      bet: 1_000,
      clientBetId: 'stream-bet-1',
    })
    const bet = JSON.parse(
      (await reader.next((message) => message.event === 'crash-bet')).data,
    ) as CrashPublicBet
    expect(bet).toEqual({
      id: placed.data.bet.id,
      round,
      username: expect.stringMatching(/^ficha-[a-p]{8}$/),
      slot: 2,
      bet: 1_000,
      cashedOutAt: null,
      win: 0,
    })

    await crashAt(given.server.db, round, 400)
    await flyFor(given.server.db, round, 5_000)
    await advanceCrash(given.server.db, TEST_TIMING)
    const flying = await reader.next(
      (message) => message.event === 'crash' && (JSON.parse(message.data) as CrashRound).phase === 'flying',
    )
    expect(JSON.parse(flying.data)).toMatchObject({ round, crashPoint: null, seed: null })

    const cashed = await crashCall<CrashBetResult>(given.server.app, 'cashout', token, {
      clientBetId: 'stream-bet-1',
    })
    const pushed = JSON.parse(
      (await reader.next((message) => message.event === 'crash-cashout')).data,
    ) as CrashPublicBet
    expect(pushed).toMatchObject({
      id: bet.id,
      cashedOutAt: cashed.data.bet.cashedOutAt,
      win: cashed.data.bet.win,
    })

    await flyFor(given.server.db, round, 60_000)
    await advanceCrash(given.server.db, TEST_TIMING)
    const crashed = await reader.next(
      (message) => message.event === 'crash' && (JSON.parse(message.data) as CrashRound).phase === 'crashed',
    )
    expect(JSON.parse(crashed.data)).toMatchObject({
      round,
      crashPoint: 400,
      seed: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  } finally {
    reader.close()
  }
})
