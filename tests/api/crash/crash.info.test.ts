import type { GameIndex } from '@src/contract/catalogue'
import { Code } from '@src/contract/codes'
import type { CrashInfo } from '@src/contract/crash'
import { describe, expect, test } from 'vitest'
import { fundGame, openGame } from '../games/gameFixtures'
import { call, createPlayer, sharedServer } from '../helpers'
import { setLimits } from '../protection/fixtures'
import { crashCall } from './crashFixtures'

const given = sharedServer()
const db = () => given.server.db
const app = () => given.server.app

describe("the crash page's session", () => {
  test('answers the game, the game balance and the reality check of the login session, as game/info does a slot', async () => {
    const player = await createPlayer(app())
    await fundGame(db(), player.user.id, 12_345)
    await setLimits(app(), player.token, { realityCheckMinutes: 7 })
    const before = Date.now()
    const token = await openGame(app(), player, 'crash')
    const info = await crashCall<CrashInfo>(app(), 'info', token)
    expect(info.code).toBe(Code.Ok)
    expect(info.data.balance).toBe(12_345)
    expect(info.data.protection).toMatchObject({ realityCheckMinutes: 7, sessionEndsAt: null, net: 0 })
    // The session's play started with this launch.
    expect(Date.parse(info.data.protection.sessionStartedAt)).toBeGreaterThanOrEqual(before - 1_000)
    // Its game is the catalogue's crash game: index/out_game ends it by this id.
    const index = await call<GameIndex>(app(), 'index/game_index')
    const crash = index.data.flatMap((category) => category.games).find((game) => game.slug === 'crash')
    expect(info.data.gameId).toBe(crash?.id)
  })

  test("a slot's game session, or none, is 1303", async () => {
    const player = await createPlayer(app())
    const slot = await openGame(app(), player, 'fruta-tropical')
    expect((await crashCall(app(), 'info', slot)).code).toBe(Code.GameSessionExpired)
    expect((await crashCall(app(), 'info', 'no-such-token')).code).toBe(Code.GameSessionExpired)
  })
})
