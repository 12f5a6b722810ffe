import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Code } from '../../../../src/contract/codes'
import type { UserInfo } from '../../../../src/contract/user'
import { call, createPlayer, createTestServer, type Player, type TestServer } from '../../helpers'

let server: TestServer
let player: Player
beforeAll(async () => {
  server = await createTestServer()
  player = await createPlayer(server.app)
})
afterAll(() => server.close())

const setNickname = (nickname: string, token = player.token) =>
  call(server.app, 'user/nickname', { nickname }, { token, lang: 'en' })

describe('user/nickname', () => {
  test('a new player is shown by a generated handle with no digit at all', () => {
    expect(player.user.nickname).toBe('')
    expect(player.user.handle).toMatch(/^ficha-[a-p]{8}$/)
  })

  test('sets the nickname the player chose', async () => {
    expect((await setNickname('  Garota.da-Sorte_7 ')).code).toBe(Code.Ok)
    const info = await call<UserInfo>(server.app, 'user/getUserinfo', undefined, { token: player.token })
    expect(info.data.nickname).toBe('Garota.da-Sorte_7')
  })

  test.each(['ab', 'x'.repeat(21), 'joão maria', 'ana<script>', '11987654321', 'ana1234', '+5511'])(
    '%j is refused with the rule',
    async (nickname) => {
      expect(await setNickname(nickname)).toEqual({
        code: Code.NicknameRule,
        data: null,
        msg: 'The nickname must be 3 to 20 letters, digits, _ . or -, and cannot contain a phone number.',
      })
    },
  )

  test('a nickname another player holds is refused, whatever its case', async () => {
    const other = await createPlayer(server.app)
    expect((await setNickname('SortudoDoRio', other.token)).code).toBe(Code.Ok)
    expect(await setNickname('sortudodorio')).toEqual({
      code: Code.NicknameTaken,
      data: null,
      msg: 'This nickname is already taken. Please choose another.',
    })
  })

  test('needs a session', async () => {
    expect((await call(server.app, 'user/nickname', { nickname: 'Someone' })).code).toBe(Code.SessionExpired)
  })
})
