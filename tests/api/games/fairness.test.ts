import { seedCommitment } from '@server/games/engine/fairness'
import { verifyRound } from '@server/games/engine/round'
import { titleBySlug } from '@server/games/titles'
import { Code } from '@src/contract/codes'
import type { GameInfo, Rotation, SpinResult, Verification } from '@src/contract/game'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPlayer, createTestServer, type Player, type TestServer } from '../helpers'
import { fundGame, gameCall, openGame, spinCall, userIdOf } from './gameFixtures'

let server: TestServer
let player: Player
let token: string

const spinOnce = async (bet: number, clientRoundId: string) => {
  const answer = await spinCall<SpinResult>(server.app, token, { bet, clientRoundId })
  expect(answer.code).toBe(Code.Ok)
  return answer.data.round
}

beforeAll(async () => {
  server = await createTestServer()
  player = await createPlayer(server.app)
  await fundGame(server.db, await userIdOf(server.db, player.phone), 100_000)
  token = await openGame(server.app, player, 'tesouro-do-farao')
})
afterAll(() => server.close())

describe('provably fair rounds', () => {
  test('the commitment is shown before play, nonces count up, and rounds are reproducible once the seed is revealed', async () => {
    const info = await gameCall<GameInfo>(server.app, 'info', token)
    const { serverSeedHash, clientSeed, nonce } = info.data.seeds
    expect(nonce).toBe(0)
    const played = [await spinOnce(100, 'fair-round-0'), await spinOnce(200, 'fair-round-1')]
    expect(played.map((round) => round.nonce)).toEqual([0, 1])
    expect(
      played.every((round) => round.serverSeedHash === serverSeedHash && round.clientSeed === clientSeed),
    ).toBe(true)

    // Before rotation the server seed is secret: verifying would reveal the next rounds.
    const early = await gameCall(server.app, 'verify', token, { roundId: played[0]?.id })
    expect(early.code).toBe(Code.SeedNotRevealed)

    const rotation = await gameCall<Rotation>(server.app, 'rotate', token)
    expect(rotation.data.revealed).toMatchObject({ serverSeedHash, clientSeed, rounds: 2 })
    expect(seedCommitment(rotation.data.revealed.serverSeed)).toBe(serverSeedHash)
    expect(rotation.data.seeds).toMatchObject({ clientSeed, nonce: 0 })
    expect(rotation.data.seeds.serverSeedHash).not.toBe(serverSeedHash)

    const title = titleBySlug('tesouro-do-farao')
    if (!title) throw new Error('no title')
    for (const round of played) {
      const check = await gameCall<Verification>(server.app, 'verify', token, { roundId: round.id })
      expect(check.code).toBe(Code.Ok)
      expect(check.data).toMatchObject({ commitmentMatches: true, matches: true })
      expect(check.data.serverSeed).toBe(rotation.data.revealed.serverSeed)
      expect(check.data.recomputed).toEqual({
        stops: round.stops,
        grid: round.grid,
        lineWins: round.lineWins,
        scatterWin: round.scatterWin,
        multiplier: round.multiplier,
        win: round.win,
      })
      // The same by the engine alone, from the revealed seed: what a player can do by hand.
      const byHand = verifyRound({ title, serverSeed: check.data.serverSeed, clientSeed, nonce: round.nonce })
      expect(byHand.grid).toEqual(round.grid)
      expect(byHand.multiplier * (round.bet / title.paylines.length)).toBe(round.win)
    }
  })

  test('the player sets the client seed: the pair rotates, the old server seed is revealed, the nonce restarts', async () => {
    const before = (await gameCall<GameInfo>(server.app, 'info', token)).data.seeds
    const rotation = await gameCall<Rotation>(server.app, 'seed', token, { clientSeed: 'my lucky seed' })
    expect(rotation.data.revealed.serverSeedHash).toBe(before.serverSeedHash)
    expect(rotation.data.seeds).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 })
    const round = await spinOnce(100, 'fair-round-2')
    expect(round).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 })
    expect(round.serverSeedHash).toBe(rotation.data.seeds.serverSeedHash)
  })

  test('a client seed with ":" or over 64 characters is refused and nothing rotates', async () => {
    const before = (await gameCall<GameInfo>(server.app, 'info', token)).data.seeds
    for (const clientSeed of ['a:b', '', 'x'.repeat(65)]) {
      expect((await gameCall(server.app, 'seed', token, { clientSeed })).code).toBe(Code.BadRequest)
    }
    expect((await gameCall<GameInfo>(server.app, 'info', token)).data.seeds).toEqual(before)
  })

  test("another player's round, or one that does not exist, is not found", async () => {
    const round = await spinOnce(100, 'fair-round-3')
    await gameCall(server.app, 'rotate', token)
    const other = await createPlayer(server.app)
    const otherToken = await openGame(server.app, other, 'fruta-tropical')
    expect((await gameCall(server.app, 'verify', otherToken, { roundId: round.id })).code).toBe(
      Code.RoundNotFound,
    )
    expect((await gameCall(server.app, 'verify', token, { roundId: 999_999 })).code).toBe(Code.RoundNotFound)
  })
})
