import { users } from '@server/db/schema/users'
import { verificationCodes } from '@server/db/schema/verificationCodes'
import { Code } from '@src/contract/codes'
import type { LoginData } from '@src/contract/user'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { ageCodes, call, createPlayer, lastCode, newPhone, refusal, sharedServer } from '../../helpers'

const given = sharedServer()

const PASSWORD = 'a long secret'

/** Sends a sign-up code to a fresh phone (or the one given) and answers the phone and its code. */
const codeFor = async (phone = newPhone()) => {
  await call(given.server.app, 'sms/send', { username: phone, purpose: 'register' })
  return { phone, code: await lastCode(given.server.app, phone, 'register') }
}

const register = (body: Record<string, unknown>, lang = 'en') =>
  call(given.server.app, 'user/register', body, { lang })

/** Signs up `phone` with the test password and the sign-up code given, terms agreed. */
const signUp = (phone: string, codes: string) =>
  register({ username: phone, password: PASSWORD, codes, agree: true })

const userByPhone = async (phone: string) =>
  (await given.server.db.select().from(users).where(eq(users.phone, phone)))[0]

describe('user/register', () => {
  test('creates the account with a hashed password and its own invitation code', async () => {
    const { phone, code } = await codeFor()
    const answer = await signUp(phone, code)
    expect(answer).toMatchObject({ code: Code.Ok, msg: 'Success' })
    const user = await userByPhone(phone)
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(user?.passwordHash).not.toContain(PASSWORD)
    expect(user?.invitationCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
    expect(user).toMatchObject({ roles: [], permissions: [], parentId: null, payPasswordHash: null })
  })

  test('answers the new player logged in: a session like user/login’s, which the private calls take', async () => {
    const { phone, code } = await codeFor()
    const answer = await signUp(phone, code)
    const session = (answer.data as LoginData).userinfo
    expect(session).toMatchObject({
      username: phone,
      invitationCode: (await userByPhone(phone))?.invitationCode,
    })
    expect(session.token).toMatch(/\S{20,}/)
    const info = await call(given.server.app, 'user/getUserinfo', {}, { token: session.token })
    expect(info).toMatchObject({ code: Code.Ok, data: { username: phone } })
  })

  test('the new player can log in', async () => {
    const { phone, code } = await codeFor()
    await signUp(phone, code)
    expect((await call(given.server.app, 'user/login', { username: phone, password: PASSWORD })).code).toBe(
      Code.Ok,
    )
  })

  test('an invitation code links the inviter, whatever its letter case', async () => {
    const inviter = await createPlayer(given.server.app)
    const { phone, code } = await codeFor()
    const invitation = inviter.user.invitationCode.toLowerCase()
    const answer = await register({
      username: phone,
      password: PASSWORD,
      codes: code,
      invitation_code: invitation,
      agree: true,
    })
    expect(answer.code).toBe(Code.Ok)
    expect((await userByPhone(phone))?.parentId).toBe(inviter.user.id)
  })

  test('an empty invitation code means nobody invited the player', async () => {
    const { phone, code } = await codeFor()
    await register({ username: phone, password: PASSWORD, codes: code, invitation_code: '', agree: true })
    expect((await userByPhone(phone))?.parentId).toBeNull()
  })

  test('an unknown invitation code is refused, and the SMS code stays usable', async () => {
    const { phone, code } = await codeFor()
    const refused = await register({
      username: phone,
      password: PASSWORD,
      codes: code,
      invitation_code: 'NOBODY22',
      agree: true,
    })
    expect(refused).toEqual(refusal(Code.InvitationUnknown, 'The invitation code does not exist.'))
    expect(await userByPhone(phone)).toBeUndefined()
    expect((await signUp(phone, code)).code).toBe(Code.Ok)
  })

  test('without accepting the agreement nothing is created', async () => {
    const { phone, code } = await codeFor()
    const answer = await register({ username: phone, password: PASSWORD, codes: code, agree: false })
    expect(answer).toEqual(
      refusal(Code.AgreementRequired, 'Please agree to the User Agreement and Privacy Policy.'),
    )
    expect(await userByPhone(phone)).toBeUndefined()
  })

  test.each([
    ['7 characters', 'a'.repeat(7)],
    ['65 characters', 'a'.repeat(65)],
  ])('a password of %s is refused', async (_, password) => {
    const { phone, code } = await codeFor()
    const answer = await register({ username: phone, password, codes: code, agree: true })
    expect(answer).toEqual(refusal(Code.PasswordRule, 'The password must be 8 to 64 characters long.'))
  })

  test('passwords of exactly 8 and 64 characters are accepted', async () => {
    for (const password of ['zq7#kLm2', 'zq7#kLm2'.repeat(8)]) {
      const { phone, code } = await codeFor()
      expect((await register({ username: phone, password, codes: code, agree: true })).code).toBe(Code.Ok)
    }
  })

  test.each([
    ['        ', Code.PasswordBlank, 'The password cannot be only spaces.'],
    ['aaaaaaaa', Code.PasswordRepeated, 'The password cannot be one character repeated.'],
    [
      '12345678',
      Code.PasswordCommon,
      'This password is too common (it appears in lists of leaked passwords). Please choose another.',
    ],
    [
      'Password1',
      Code.PasswordCommon,
      'This password is too common (it appears in lists of leaked passwords). Please choose another.',
    ],
    ['1234567', Code.PasswordRule, 'The password must be 8 to 64 characters long.'],
  ])('%j is refused with its own message, and the code is not spent', async (password, code, msg) => {
    const { phone, code: sms } = await codeFor()
    expect(await register({ username: phone, password, codes: sms, agree: true })).toEqual({
      code,
      data: null,
      msg,
    })
    expect((await signUp(phone, sms)).code).toBe(Code.Ok)
  })

  test('a phone that is not E.164 is refused', async () => {
    const answer = await signUp('0000', '123456')
    expect(answer.code).toBe(Code.PhoneInvalid)
  })

  test('a wrong code is refused and nothing is created', async () => {
    const { phone, code } = await codeFor()
    const wrong = code === '000000' ? '000001' : '000000'
    const answer = await signUp(phone, wrong)
    expect(answer).toEqual(refusal(Code.CodeWrong, 'The verification code is wrong.'))
    expect(await userByPhone(phone)).toBeUndefined()
  })

  test('after five wrong tries even the right code is refused', async () => {
    const { phone, code } = await codeFor()
    const wrong = code === '000000' ? '000001' : '000000'
    const answers = []
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push((await signUp(phone, wrong)).code)
    }
    expect(answers).toEqual([
      Code.CodeWrong,
      Code.CodeWrong,
      Code.CodeWrong,
      Code.CodeWrong,
      Code.CodeTooManyTries,
    ])
    const right = await signUp(phone, code)
    expect(right).toEqual(
      refusal(Code.CodeTooManyTries, 'Too many wrong attempts. Please request a new code.'),
    )
  })

  test('a code works once', async () => {
    const { phone, code } = await codeFor()
    await signUp(phone, code)
    const again = await signUp(phone, code)
    expect(again.code).toBe(Code.CodeExpired)
  })

  test('a code older than 10 minutes is refused', async () => {
    const { phone, code } = await codeFor()
    await given.server.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.phone, phone))
    const answer = await signUp(phone, code)
    expect(answer).toEqual(
      refusal(
        Code.CodeExpired,
        'The verification code has expired or was already used. Please request a new one.',
      ),
    )
  })

  test('a code sent for another purpose does not register', async () => {
    const phone = newPhone()
    // The code the phone received is turned into a password-reset code.
    await call(given.server.app, 'sms/send', { username: phone, purpose: 'register' })
    await given.server.db
      .update(verificationCodes)
      .set({ purpose: 'reset' })
      .where(eq(verificationCodes.phone, phone))
    const resetCode = await lastCode(given.server.app, phone)
    const answer = await signUp(phone, resetCode)
    expect(answer.code).toBe(Code.CodeExpired)
  })

  test('a code sent to another phone does not register this one', async () => {
    const { code } = await codeFor()
    const other = await codeFor()
    const answer = await signUp(other.phone, code)
    expect(answer.code).toBe(code === other.code ? Code.Ok : Code.CodeWrong)
  })

  test('a registered phone is told so only once its code checked out', async () => {
    const existing = await createPlayer(given.server.app)
    await ageCodes(given.server.db, existing.phone)
    const guess = await signUp(existing.phone, '123456')
    expect([Code.CodeExpired, Code.CodeWrong]).toContain(guess.code)
    const { code } = await codeFor(existing.phone)
    const answer = await signUp(existing.phone, code)
    expect(answer).toEqual(
      refusal(Code.PhoneTaken, 'This phone number is already registered. Please log in.'),
    )
  })

  test('the spaces and dashes a player types around the number are ignored', async () => {
    const phone = newPhone()
    const typed = `${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5, 10)}-${phone.slice(10)}`
    const { code } = await codeFor(phone)
    expect((await signUp(typed, code)).code).toBe(Code.Ok)
    expect(await userByPhone(phone)).toBeDefined()
  })

  test.each([
    ['without the agreement field', { password: PASSWORD, codes: '123456' }],
    ['with agree as a string', { password: PASSWORD, codes: '123456', agree: 'yes' }],
    ['with an unknown field', { password: PASSWORD, codes: '123456', agree: true, referrer: 'x' }],
  ])('a request %s is refused as bad input', async (_, body) => {
    const phone = newPhone()
    expect((await register({ username: phone, ...body })).code).toBe(Code.BadRequest)
    expect(await userByPhone(phone)).toBeUndefined()
  })
})
