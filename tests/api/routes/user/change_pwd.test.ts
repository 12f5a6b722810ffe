import { Code } from '@src/contract/codes'
import { describe, expect, test } from 'vitest'
import { ageCodes, call, createPlayer, lastCode, newPhone, type Player, sharedServer } from '../../helpers'

const given = sharedServer()

/** Sends the player a reset code and answers it (the 60 s since the sign-up code are skipped). */
const resetCode = async (player: Player): Promise<string> => {
  await ageCodes(given.server.db, player.phone)
  await call(given.server.app, 'sms/send', { username: player.phone, purpose: 'reset' })
  // A reset code is delivered in the background (the answer must not depend on the account).
  await expect
    .poll(() => lastCode(given.server.app, player.phone, 'reset').catch(() => ''))
    .toMatch(/^\d{6}$/)
  return lastCode(given.server.app, player.phone, 'reset')
}

const changePwd = (username: string, password: string, code: string) =>
  call(given.server.app, 'user/change_pwd', { username, password, code }, { lang: 'en' })

const login = (username: string, password: string) =>
  call(given.server.app, 'user/login', { username, password })

describe('user/change_pwd (forgot password)', () => {
  test('sets the new password with a reset code and ends every session', async () => {
    const player = await createPlayer(given.server.app)
    const code = await resetCode(player)
    expect(await changePwd(player.phone, 'my new password', code)).toEqual({
      code: Code.Ok,
      data: null,
      msg: 'Success',
    })
    const userinfo = await call(given.server.app, 'user/getUserinfo', undefined, { token: player.token })
    expect(userinfo.code).toBe(Code.SessionExpired)
    expect((await login(player.phone, player.password)).code).toBe(Code.InvalidCredentials)
    expect((await login(player.phone, 'my new password')).code).toBe(Code.Ok)
  })

  test('a wrong code changes nothing', async () => {
    const player = await createPlayer(given.server.app)
    const code = await resetCode(player)
    const wrong = code === '000000' ? '000001' : '000000'
    expect((await changePwd(player.phone, 'my new password', wrong)).code).toBe(Code.CodeWrong)
    expect((await login(player.phone, player.password)).code).toBe(Code.Ok)
  })

  test('the sign-up code does not reset a password', async () => {
    const player = await createPlayer(given.server.app)
    const signupCode = await lastCode(given.server.app, player.phone, 'register')
    expect((await changePwd(player.phone, 'my new password', signupCode)).code).toBe(Code.CodeExpired)
  })

  test('an unknown phone is answered like a registered phone without a code', async () => {
    const player = await createPlayer(given.server.app)
    const known = await changePwd(player.phone, 'my new password', '123456')
    const unknown = await changePwd(newPhone(), 'my new password', '123456')
    expect(unknown).toEqual(known)
    expect(known.code).toBe(Code.CodeExpired)
  })

  test('the new password must be 8 to 64 characters, and the code is not spent', async () => {
    const player = await createPlayer(given.server.app)
    const code = await resetCode(player)
    expect((await changePwd(player.phone, 'short', code)).code).toBe(Code.PasswordRule)
    expect((await changePwd(player.phone, 'long enough now', code)).code).toBe(Code.Ok)
  })

  test('an invalid phone and missing fields are refused', async () => {
    expect((await changePwd('nope', 'my new password', '123456')).code).toBe(Code.PhoneInvalid)
    expect(
      (await call(given.server.app, 'user/change_pwd', { username: newPhone(), password: 'x' })).code,
    ).toBe(Code.BadRequest)
  })
})
