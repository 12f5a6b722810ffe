/**
 * The extended registration of the brazil profile (Ordinance SPA/MF 2.579/2025) and the face match (Law
 * 14.790/2023 art. 23) through the identity provider's simulator: a player without the set neither deposits
 * nor plays (the play gate's 'registration') but withdraws; the set is checked field by field and saved with
 * its limits; the provider's signed notices are verified, replay-guarded and decide asynchronously.
 */

import { loadConfig } from '@server/config'
import { playerRegistrations } from '@server/db/schema/registration'
import { users } from '@server/db/schema/users'
import { playRefusal } from '@server/services/protection/guard'
import { signFaceNotice } from '@simulator/face'
import { startFaceSimulator } from '@simulator/faceServer'
import { Code } from '@src/contract/codes'
import type { Limits } from '@src/contract/protection'
import type { RegistrationBody, RegistrationStatus } from '@src/contract/registration'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { call, createPlayer, createTestServer, type Player, type TestServer } from '../helpers'
import { bindPixKey, fund, PNG, pixTopUpCall, setPayPassword, upload, withdrawCall } from '../money/fixtures'
import { getLimits, playerWithIdentity } from './fixtures'

const SECRET = 'face-webhook-secret-for-tests'
let server: TestServer
let face: Awaited<ReturnType<typeof startFaceSimulator>>
let webhook = ''

beforeAll(async () => {
  face = await startFaceSimulator({
    port: 0,
    webhookUrl: () => webhook,
    webhookSecret: SECRET,
    apiKey: 'key',
  })
  const { compliance } = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    COMPLIANCE_PROFILE: 'brazil',
    FACE_URL: face.url,
    FACE_API_KEY: 'key',
    FACE_WEBHOOK_SECRET: SECRET,
    FACE_AT_WITHDRAWAL: 'on',
  })
  server = await createTestServer({ config: { compliance } })
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' })
  webhook = `${address}/api/identity/webhook`
  // A brazil server's database is not the run's template: it is migrated and seeded of its own.
}, 180_000)
afterAll(async () => {
  await server.close()
  await face.close()
})

const as = <T>(player: Player, path: string, body?: unknown) =>
  call<T>(server.app, path, body, { token: player.token, lang: 'en' })

const statusOf = (player: Player) => as<RegistrationStatus>(player, 'user/registration')

/** The whole set, with the player's own photo ID. */
const setOf = async (player: Player, change: Partial<RegistrationBody> = {}): Promise<RegistrationBody> => ({
  address: {
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '1578',
    complement: 'ap. 12',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  email: 'Maria.Silva@Example.com',
  gender: 'female',
  bankAccount: { bank: '001', branch: '1234', account: '12345-6', type: 'checking' },
  documentUploadId: (await upload(server.app, player.token, PNG)).data.id,
  limits: { lossDay: 5_000, lossWeek: null, lossMonth: 50_000, sessionMinutes: 60 },
  ...change,
})

/** The session the player's last user/face_session opened at the simulator. */
const startFace = async (player: Player) => {
  const started = await as<{ url: string }>(player, 'user/face_session')
  expect(started.code).toBe(1)
  return started.data.url.split('/s/')[1] as string
}

const gate = (player: Player) =>
  playRefusal(server.db, { userId: player.user.id, loginSessionId: null, now: new Date() })

describe('a new brazil player before the extended registration', () => {
  let player: Player & { cpf: string }
  beforeAll(async () => {
    player = await playerWithIdentity(server.app)
  })

  test('records the sign-up IP and owes the whole set and the face match', async () => {
    const [row] = await server.db.select().from(users).where(eq(users.id, player.user.id))
    expect(row?.signupIp).toBe(player.ip)
    expect((await statusOf(player)).data).toEqual({
      required: true,
      complete: false,
      saved: false,
      faceRequired: true,
      face: 'none',
      cepLookup: true,
    })
  })

  test('may neither deposit nor play: the play gate answers registration first', async () => {
    expect(await pixTopUpCall(server.app, player.token, 5_000)).toMatchObject({
      code: Code.RegistrationIncomplete,
    })
    expect((await gate(player))?.out_refusal).toBe('registration')
  })

  test('may still withdraw what the account holds', async () => {
    await fund(server, player.user.id, 10_000)
    await setPayPassword(server, player.user.id)
    const bound = await bindPixKey(server.app, player, {
      cpf: player.cpf,
      pixKey: player.cpf,
      pixKeyType: 'CPF',
    })
    const accountId = bound.data.id
    // A face match is asked at withdrawals here (FACE_AT_WITHDRAWAL): the registration's own does.
    const sessionId = await startFace(player)
    await face.simulator.decide(sessionId, 'pass')
    expect((await withdrawCall(server.app, player.token, 2_000, accountId)).code).toBe(1)
  })
})

describe('the set, checked field by field', () => {
  let player: Player
  beforeAll(async () => {
    player = await playerWithIdentity(server.app)
  })

  test.each([
    ['a CEP that is not 8 digits', { address: 'cep', value: '0131' }, Code.CepInvalid],
    ['a state that is not one', { address: 'state', value: 'XX' }, Code.AddressInvalid],
    ['no street', { address: 'street', value: '  ' }, Code.AddressInvalid],
  ] as const)('refuses %s', async (_, { address, value }, code) => {
    const body = await setOf(player)
    const answer = await as(player, 'user/complete_registration', {
      ...body,
      address: { ...body.address, [address]: value },
    })
    expect(answer.code).toBe(code)
  })

  test('refuses an e-mail, a bank account and missing loss limits, with their own codes', async () => {
    const body = await setOf(player)
    expect((await as(player, 'user/complete_registration', { ...body, email: 'maria@' })).code).toBe(
      Code.EmailInvalid,
    )
    const bank = { ...body.bankAccount, bank: '1' }
    expect(await as(player, 'user/complete_registration', { ...body, bankAccount: bank })).toMatchObject({
      code: Code.BankAccountInvalid,
      data: { field: 'bank' },
    })
    const limits = { lossDay: null, lossWeek: null, lossMonth: null, sessionMinutes: 60 }
    expect(await as(player, 'user/complete_registration', { ...body, limits })).toMatchObject({
      code: Code.RegistrationLimitsMissing,
      msg: 'Please choose a loss limit for at least one period and a session time limit.',
    })
  })

  test("refuses another player's upload as the photo ID, saving nothing", async () => {
    const other = await playerWithIdentity(server.app)
    const theirs = (await upload(server.app, other.token, PNG)).data.id
    const answer = await as(
      player,
      'user/complete_registration',
      await setOf(player, { documentUploadId: theirs }),
    )
    expect(answer.code).toBe(Code.DocumentMissing)
    expect(
      await server.db
        .select()
        .from(playerRegistrations)
        .where(eq(playerRegistrations.userId, player.user.id)),
    ).toEqual([])
    expect((await getLimits(server.app, player.token)).data.limits.lossDay.value).toBeNull()
  })
})

describe('completing the registration with the face match', () => {
  let player: Player
  beforeAll(async () => {
    player = await playerWithIdentity(server.app)
  })

  test('the set saved with its limits still waits for the face match', async () => {
    const saved = await as<RegistrationStatus>(player, 'user/complete_registration', await setOf(player))
    expect(saved.data).toMatchObject({ saved: true, complete: false, face: 'none' })
    const [row] = await server.db
      .select()
      .from(playerRegistrations)
      .where(eq(playerRegistrations.userId, player.user.id))
    expect(row).toMatchObject({ cep: '01310100', email: 'maria.silva@example.com', bankAccount: '12345-6' })
    const limits = (await getLimits(server.app, player.token)).data as Limits
    expect(limits.limits.lossDay.value).toBe(5_000)
    expect(limits.limits.sessionMinutes.value).toBe(60)
    expect((await gate(player))?.out_refusal).toBe('registration')
  })

  test('a failed match keeps the restriction; a timed-out one lets the player start again', async () => {
    await face.simulator.decide(await startFace(player), 'fail')
    expect((await statusOf(player)).data).toMatchObject({ face: 'failed', complete: false })
    await face.simulator.decide(await startFace(player), 'timeout')
    expect((await statusOf(player)).data).toMatchObject({ face: 'expired', complete: false })
    expect((await gate(player))?.out_refusal).toBe('registration')
  })

  test('a passed match completes it: deposits open, and a replay of the notice changes nothing', async () => {
    const sessionId = await startFace(player)
    await face.simulator.decide(sessionId, 'pass')
    expect((await statusOf(player)).data).toMatchObject({ face: 'passed', complete: true })
    expect((await gate(player))?.out_refusal).not.toBe('registration')
    expect((await pixTopUpCall(server.app, player.token, 5_000)).code).toBe(1)

    const replayed = await face.simulator.decide(sessionId, 'replay')
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/identity/webhook',
      headers: replayed.headers,
      payload: replayed.body,
    })
    expect(answer.json()).toMatchObject({ code: 1, data: { replayed: true, face: 'passed' } })
  })
})

describe('identity/webhook: signed, fresh, about a session of ours', () => {
  const post = (body: string, timestamp: number, secret = SECRET) =>
    server.app
      .inject({
        method: 'POST',
        url: '/api/identity/webhook',
        headers: {
          'content-type': 'application/json',
          vuelang: 'en',
          'x-face-timestamp': String(timestamp),
          'x-face-signature': signFaceNotice(secret, timestamp, body),
        },
        payload: body,
      })
      .then((response) => response.json())

  test('refuses a wrong signature, a stale timestamp and an unknown session, changing nothing', async () => {
    const player = await playerWithIdentity(server.app)
    const sessionId = await startFace(player)
    const body = JSON.stringify({ eventId: 'e-1', sessionId, decision: 'passed' })
    const now = Math.floor(Date.now() / 1000)
    expect((await post(body, now, 'another-secret-of-16+')).code).toBe(Code.WebhookSignature)
    expect((await post(body, now - 3_600)).code).toBe(Code.WebhookExpired)
    const unknown = JSON.stringify({ eventId: 'e-2', sessionId: 'fs_nobody', decision: 'passed' })
    expect((await post(unknown, now)).code).toBe(Code.FaceSessionUnknown)
    expect((await statusOf(player)).data.face).toBe('pending')
  })
})

describe('an existing player, caught up at the next login', () => {
  test('is restricted until done, and the standard profile asks nothing', async () => {
    const player = await playerWithIdentity(server.app)
    // An account older than the rule: no sign-up IP, registration never given.
    await server.db.update(users).set({ signupIp: null }).where(eq(users.id, player.user.id))
    const login = await call<{ userinfo: { token: string } }>(server.app, 'user/login', {
      username: player.phone,
      password: player.password,
    })
    const again = { ...player, token: login.data.userinfo.token }
    expect((await statusOf(again)).data).toMatchObject({ required: true, complete: false })
    expect((await gate(again))?.out_refusal).toBe('registration')

    const standard = await createTestServer()
    try {
      const someone = await createPlayer(standard.app)
      const status = await call<RegistrationStatus>(standard.app, 'user/registration', undefined, {
        token: someone.token,
      })
      expect(status.data).toMatchObject({ required: false, complete: true, faceRequired: false })
    } finally {
      await standard.close()
    }
  })
})

describe('user/cep', () => {
  test('finds an address, says when none has the CEP, and refuses what is not one', async () => {
    const player = await playerWithIdentity(server.app)
    expect((await as(player, 'user/cep', { cep: '01310-100' })).data).toEqual({
      cep: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    })
    expect((await as(player, 'user/cep', { cep: '99999-999' })).code).toBe(Code.CepNotFound)
    expect((await as(player, 'user/cep', { cep: 'abc' })).code).toBe(Code.CepInvalid)
  })
})
