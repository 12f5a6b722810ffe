import { users } from '@server/db/schema/users'
import { Code } from '@src/contract/codes'
import type { UserInfo } from '@src/contract/user'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { ageCodes, call, createPlayer, lastCode, type Player, sharedServer } from '../../helpers'

const given = sharedServer()

/** A player who asked for a withdrawal-password code, and that code. */
const playerWithCode = async (): Promise<[Player, string]> => {
  const player = await createPlayer(given.server.app)
  await ageCodes(given.server.db, player.phone)
  await call(given.server.app, 'sms/send', { purpose: 'paypwd' }, { token: player.token })
  return [player, await lastCode(given.server.app, player.phone, 'paypwd')]
}

const setpaypwd = (
  token: string | undefined,
  pay_password: string,
  pay_password_confirm: string,
  code: string,
) =>
  call(
    given.server.app,
    'user/setpaypwd',
    { pay_password, pay_password_confirm, code },
    { token, lang: 'en' },
  )

const storedUser = async (player: Player) =>
  (await given.server.db.select().from(users).where(eq(users.id, player.user.id)))[0]

describe('user/setpaypwd', () => {
  test('sets the withdrawal password, hashed apart from the login password', async () => {
    const [player, code] = await playerWithCode()
    expect(await setpaypwd(player.token, '135790', '135790', code)).toEqual({
      code: Code.Ok,
      data: null,
      msg: 'Success',
    })
    const user = await storedUser(player)
    expect(user?.payPasswordHash).toMatch(/^\$argon2id\$/)
    expect(user?.payPasswordHash).not.toBe(user?.passwordHash)
    expect(user?.payPasswordHash).not.toContain('135790')
    const info = await call<UserInfo>(given.server.app, 'user/getUserinfo', undefined, {
      token: player.token,
    })
    expect(info.data.hasPayPassword).toBe(true)
  })

  test.each([['12345'], ['1234567'], ['12345a']])(
    '%s is not a 6-digit withdrawal password',
    async (value) => {
      const [player, code] = await playerWithCode()
      expect(await setpaypwd(player.token, value, value, code)).toEqual({
        code: Code.PayPasswordRule,
        data: null,
        msg: 'The withdrawal password must be exactly 6 digits.',
      })
      expect((await storedUser(player))?.payPasswordHash).toBeNull()
    },
  )

  test('the two entries must match', async () => {
    const [player, code] = await playerWithCode()
    expect((await setpaypwd(player.token, '135790', '135791', code)).code).toBe(Code.PayPasswordMismatch)
  })

  test('a wrong code sets nothing', async () => {
    const [player, code] = await playerWithCode()
    const wrong = code === '000000' ? '000001' : '000000'
    expect((await setpaypwd(player.token, '135790', '135790', wrong)).code).toBe(Code.CodeWrong)
    expect((await storedUser(player))?.payPasswordHash).toBeNull()
  })

  test('another player’s code does not work', async () => {
    const [player, ownCode] = await playerWithCode()
    const [, othersCode] = await playerWithCode()
    const answer = await setpaypwd(player.token, '135790', '135790', othersCode)
    // Codes are random: the two players may, once in a million, have received the same one.
    expect(answer.code).toBe(othersCode === ownCode ? Code.Ok : Code.CodeWrong)
  })

  test('needs a session', async () => {
    expect((await setpaypwd(undefined, '135790', '135790', '123456')).code).toBe(Code.SessionExpired)
  })
})
