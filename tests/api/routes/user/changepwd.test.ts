import { PAIR_GUARD } from '@server/services/accounts/loginThrottle'
import { Code } from '@src/contract/codes'
import type { LoginData } from '@src/contract/user'
import { describe, expect, test } from 'vitest'
import {
  call,
  createPlayer,
  createPostgresTestServer,
  describeOnPostgres,
  newIp,
  sharedServer,
} from '../../helpers'

const given = sharedServer()

const login = async (username: string, password: string) =>
  call<LoginData>(given.server.app, 'user/login', { username, password })

const changepwd = (token: string | undefined, old_password: string, new_password: string, ip?: string) =>
  call(given.server.app, 'user/changepwd', { old_password, new_password }, { token, lang: 'en', ip })

const isLive = async (token: string) =>
  (await call(given.server.app, 'user/getUserinfo', undefined, { token })).code === Code.Ok

describe('user/changepwd', () => {
  test('changes the password, keeps this session and ends the others', async () => {
    const player = await createPlayer(given.server.app)
    const other = (await login(player.phone, player.password)).data.userinfo.token
    const answer = await changepwd(player.token, player.password, 'a brand new one')
    expect(answer).toEqual({ code: Code.Ok, data: null, msg: 'Success' })
    expect(await isLive(player.token)).toBe(true)
    expect(await isLive(other)).toBe(false)
    expect((await login(player.phone, player.password)).code).toBe(Code.InvalidCredentials)
    expect((await login(player.phone, 'a brand new one')).code).toBe(Code.Ok)
  })

  test('a wrong current password changes nothing', async () => {
    const player = await createPlayer(given.server.app)
    const answer = await changepwd(player.token, 'not my password', 'a brand new one')
    expect(answer).toEqual({ code: Code.OldPasswordWrong, data: null, msg: 'The current password is wrong.' })
    expect((await login(player.phone, player.password)).code).toBe(Code.Ok)
  })

  test('a new password outside 8 to 64 characters is refused', async () => {
    const player = await createPlayer(given.server.app)
    expect((await changepwd(player.token, player.password, 'short')).code).toBe(Code.PasswordRule)
    expect((await changepwd(player.token, player.password, 'x'.repeat(65))).code).toBe(Code.PasswordRule)
    expect((await login(player.phone, player.password)).code).toBe(Code.Ok)
  })

  test('guessing the current password from a stolen session is throttled like logins', async () => {
    const player = await createPlayer(given.server.app)
    for (let attempt = 0; attempt < PAIR_GUARD.freeTries; attempt++) {
      expect((await changepwd(player.token, `guess ${attempt} guess`, 'a brand new one')).code).toBe(
        Code.OldPasswordWrong,
      )
    }
    expect((await changepwd(player.token, player.password, 'a brand new one')).code).toBe(Code.LoginThrottled)
  })

  test('a stolen session guessing from a new address each time gets five tries, then waits', async () => {
    const player = await createPlayer(given.server.app)
    for (let attempt = 0; attempt < PAIR_GUARD.freeTries; attempt++) {
      const answer = await changepwd(player.token, `guess ${attempt} guess`, 'a brand new one', newIp())
      expect(answer.code).toBe(Code.OldPasswordWrong)
    }
    const next = await changepwd(player.token, player.password, 'a brand new one', newIp())
    expect(next).toMatchObject({
      code: Code.LoginThrottled,
      msg: 'Too many failed logins. Please try again in 1 min.',
    })
    expect((await login(player.phone, player.password)).code).toBe(Code.Ok)
  })

  test('needs a session', async () => {
    expect((await changepwd(undefined, 'whatever12', 'whatever34')).code).toBe(Code.SessionExpired)
  })

  test('the spec’s field names only: old and new password', async () => {
    const player = await createPlayer(given.server.app)
    const answer = await call(
      given.server.app,
      'user/changepwd',
      { oldpassword: player.password, newpassword: 'a brand new one' },
      { token: player.token },
    )
    expect(answer.code).toBe(Code.BadRequest)
  })
})

describeOnPostgres('user/changepwd guesses sent at once', () => {
  const onPostgres = sharedServer(createPostgresTestServer)

  test('twenty guesses with one session from twenty addresses: at most five are checked', async () => {
    const player = await createPlayer(onPostgres.server.app)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(
          onPostgres.server.app,
          'user/changepwd',
          { old_password: `guess ${index} guess`, new_password: 'a brand new one' },
          { token: player.token, ip: newIp() },
        ),
      ),
    )
    const checked = answers.filter((answer) => answer.code === Code.OldPasswordWrong)
    expect(checked.length).toBeGreaterThan(0)
    expect(checked.length).toBeLessThanOrEqual(PAIR_GUARD.freeTries)
    expect(
      answers.every((answer) =>
        ([Code.OldPasswordWrong, Code.LoginThrottled] as number[]).includes(answer.code),
      ),
    ).toBe(true)
  })
})
