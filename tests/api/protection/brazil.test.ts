import { randomUUID } from 'node:crypto'
import { loadConfig } from '@server/config'
import { paymentChannels } from '@server/db/schema/money'
import { rounds } from '@server/db/schema/rounds'
import { users } from '@server/db/schema/users'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { BannerList, ContentPage, EventList, NoticePage, Popup, WebConfig } from '@src/contract/content'
import type { AdminOrderPage, OrderData, PayoutAccount, RecordPage } from '@src/contract/money'
import type { PlayerProtection } from '@src/contract/protection'
import type { UserInfo } from '@src/contract/user'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fundGame, openGame, spinCall } from '../games/gameFixtures'
import { call, createTestServer, operatorToken, type TestServer } from '../helpers'
import {
  channels,
  fund,
  moneyCall,
  pixOrder,
  pixTopUpCall,
  postWebhook,
  setPayPassword,
  withdrawCall,
} from '../money/fixtures'
import {
  ADULT,
  emailPixCard,
  generateCpf,
  playerWithIdentity,
  register,
  setIdentity,
  setRegistered,
} from './fixtures'

/** COMPLIANCE_PROFILE=brazil with the production default identity provider (manual: pending). */
let server: TestServer
let operator: string
beforeAll(async () => {
  server = await createTestServer({
    config: {
      compliance: {
        ...loadConfig({ NODE_ENV: 'test' }).compliance,
        profile: 'brazil',
        realityCheckMinutes: 45,
        identityProvider: 'manual',
        reauthIdleMinutes: 30,
        sessionMaxMinutes: 360,
      },
    },
  })
  operator = await operatorToken(server)
})
afterAll(() => server.close())

const admin = <T>(path: string, body: unknown) => call<T>(server.app, path, body, { token: operator })

/** A player whose identity an operator verified, the extended registration complete. */
const verifiedPlayer = async () => {
  const player = await playerWithIdentity(server.app)
  await setRegistered(server, player.user.id)
  const decided = await admin<PlayerProtection>('admin/identity_review', {
    userId: player.user.id,
    state: 'verified',
  })
  expect(decided.data.identity).toBe('verified')
  return player
}

describe('sign-up in the brazil profile', () => {
  test.each([
    ['without a CPF', { ...ADULT }, Code.CpfRequired, 'Please enter your CPF.'],
    [
      'with wrong check digits',
      { ...ADULT, cpf: '123.456.789-00' },
      Code.CpfInvalid,
      'Please enter a valid CPF.',
    ],
    [
      'without a full name',
      { cpf: generateCpf(), birthDate: ADULT.birthDate, fullName: 'Maria' },
      Code.FullNameInvalid,
      'Please enter your full name (first and last name).',
    ],
    [
      'with a name in styled look-alike letters',
      { cpf: generateCpf(), birthDate: ADULT.birthDate, fullName: '𝐌𝐚𝐫𝐢𝐚 𝐝𝐚 𝐒𝐢𝐥𝐯𝐚' },
      Code.NameStyledLetters,
      'Please write the name in plain letters, as on your ID: styled letters and symbols are not accepted.',
    ],
    [
      'with an impossible date of birth',
      { cpf: generateCpf(), fullName: ADULT.fullName, birthDate: '1990-02-30' },
      Code.BirthDateInvalid,
      'Please enter a valid date of birth.',
    ],
    [
      'under 18',
      { cpf: generateCpf(), fullName: ADULT.fullName, birthDate: '2015-01-01' },
      Code.Underage,
      'You must be 18 or older to sign up.',
    ],
  ])('is refused %s, with its own code', async (_, fields, code, msg) => {
    const { answer } = await register(server.app, fields)
    expect(answer).toMatchObject({ code, msg })
  })

  test('takes a name typed with a combining accent (iOS, macOS) and stores it as NFC', async () => {
    const player = await playerWithIdentity(server.app, { fullName: ' Jose\u0301  da Silva ' })
    const [row] = await server.db.select().from(users).where(eq(users.id, player.user.id))
    expect(row?.fullName).toBe('Jos\u00e9 da Silva')
  })

  test('tells the player their own CPF and full name, so the PIX-key form need not ask again', async () => {
    const player = await playerWithIdentity(server.app, {
      cpf: '111.444.777-35',
      fullName: 'Ana Maria Souza',
    })
    const info = await call<UserInfo>(server.app, 'user/getUserinfo', undefined, { token: player.token })
    expect(info.data).toMatchObject({ cpf: '11144477735', fullName: 'Ana Maria Souza' })
  })

  test('takes one account per CPF (told after the code checked out), and starts the identity check', async () => {
    const first = await playerWithIdentity(server.app, { cpf: '529.982.247-25' })
    expect(first.user.identity).toBe('pending')
    const { answer } = await register(server.app, { ...ADULT, cpf: '52998224725' })
    expect(answer).toMatchObject({ code: Code.CpfTaken, msg: 'This CPF already has an account.' })
  })
})

describe('content in the brazil profile', () => {
  test('no banner, popup or event advertises the deposit bonuses the profile forbids, to visitors or players', async () => {
    const player = await verifiedPlayer()
    for (const token of [undefined, player.token]) {
      const options = { token, lang: 'pt' }
      const get = async <T>(path: string) =>
        (
          await server.app.inject({
            method: 'GET',
            url: `/api/${path}`,
            headers: { vuelang: 'pt', ...(token ? { token } : {}) },
          })
        ).json<{ data: T }>().data
      const carousel = await call<BannerList>(server.app, 'index/getban', undefined, options)
      expect(carousel.data.map((banner) => banner.title)).toEqual(['Parceiros recebem toda segunda-feira'])
      expect((await call<Popup>(server.app, 'index/getPopupImg', undefined, options)).data).toBeNull()
      const list = await get<EventList>('index/get_ac')
      expect(list.map((event) => event.link)).toEqual(['/pages/buddy/index'])
      // Not by its id either: the first deposit's event is the first seeded.
      const firstDeposit = await call(server.app, 'index/get_acdtai', { id: 1 }, options)
      expect(firstDeposit.code).toBe(Code.EventNotFound)
    }
  })

  test('the privacy policy names what sign-up collects (CPF, full name, birth date: LGPD); About and the notices point to the in-app breaks', async () => {
    const page = async (key: string) =>
      (await call<ContentPage>(server.app, 'index/get_contents', { key }, { lang: 'pt' })).data.body
    expect(await page('privacy')).toMatch(/CPF, nome completo e data de nascimento/)
    const about = await page('about-us')
    expect(about).toContain('Limites e pausas')
    expect(about).not.toContain('peça ao atendimento')
    const notices = await call<NoticePage>(server.app, 'index/get_msg', {}, { lang: 'pt' })
    const bodies = notices.data.list.map((notice) => notice.body).join(' ')
    expect(bodies).toContain('Limites e pausas')
    expect(bodies).not.toContain('peça ao atendimento')
  })
})

describe('money in the brazil profile', () => {
  test('lists PIX channels only and refuses any other channel', async () => {
    const listed = await channels(server.app)
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((channel) => channel.kind === 'pix')).toBe(true)
    const player = await verifiedPlayer()
    const rows = await server.db.select().from(paymentChannels)
    const manual = rows.find((row) => row.kind !== 'pix')
    if (!manual) throw new Error('no manual channel seeded')
    const refused = await moneyCall(
      server.app,
      'index/Withdraw_recharge',
      { type: 'recharge', amount: 5_000, channelId: manual.id },
      { token: player.token },
    )
    expect(refused).toMatchObject({
      code: Code.MethodNotAllowed,
      msg: 'Only PIX is accepted. Please pay by PIX.',
    })
  })

  test('refuses top-ups until the identity is verified', async () => {
    const player = await playerWithIdentity(server.app)
    await setRegistered(server, player.user.id)
    const refused = await pixTopUpCall(server.app, player.token, 5_000)
    expect(refused.code).toBe(Code.IdentityNotVerified)
  })

  test('shows the first-deposit bonus and cash back off, and pays neither even when switched on', async () => {
    const config = await call<WebConfig>(server.app, 'webconfig/index')
    expect(config.data).toMatchObject({
      compliance: 'brazil',
      realityCheckMinutes: 45,
      promotions: { first_deposit: false, recharge_cashback: false, rebate: true, vip_upgrade: true },
    })
    const player = await verifiedPlayer()
    const order = await pixOrder(server.app, player.token, 10_000)
    expect(order.bonus).toBe(0)
    const paid = await postWebhook(server.app, {
      eventId: randomUUID(),
      txid: order.txid ?? '',
      amount: 10_000,
      payerCpf: player.cpf,
    })
    expect(paid.data.status).toBe('paid')
    const balances = await getBalances(server.db, player.user.id)
    expect(balances).toMatchObject({ wallet: 10_000, bonus: 0 })
  })

  test('holds a payment from another CPF for refund instead of crediting it', async () => {
    const player = await verifiedPlayer()
    const order = await pixOrder(server.app, player.token, 7_000)
    const held = await postWebhook(server.app, {
      eventId: randomUUID(),
      txid: order.txid ?? '',
      amount: 7_000,
      payerCpf: generateCpf(),
    })
    expect(held.data).toMatchObject({ status: 'unpaid', replayed: false })
    expect((await getBalances(server.db, player.user.id)).wallet).toBe(0)
    // The player's records say it is held (and why), so the page offers no second payment.
    const records = await call<RecordPage>(server.app, 'index/Wit_rech_list', { type: 'recharge' }, player)
    expect(records.data.list.find((row) => row.id === order.id)?.hold).toBe('payerMismatch')
    const queue = await admin<AdminOrderPage>('admin/orders', {
      type: 'recharge',
      status: 'unpaid',
      limit: 50,
    })
    expect(queue.data.list.find((row) => row.id === order.id)?.hold).toBe('payerMismatch')
    const approve = await admin('admin/review', { id: order.id, action: 'approve' })
    expect(approve.code).toBe(Code.RefundOnly)
    const refund = await admin('admin/review', {
      id: order.id,
      action: 'reject',
      reason: 'Refunded to payer',
    })
    expect(refund.code).toBe(Code.Ok)
    expect((await getBalances(server.db, player.user.id)).wallet).toBe(0)
  })
})

describe('money out in the brazil profile', () => {
  test('pays out only to a PIX key under the player’s own CPF', async () => {
    const player = await verifiedPlayer()
    const card = emailPixCard(player)
    const foreign = await call(
      server.app,
      'index/bind_card',
      { ...card, cpf: generateCpf() },
      {
        token: player.token,
        lang: 'en',
      },
    )
    expect(foreign.code).toBe(Code.PayoutNotOwnCpf)
    const bank = await call(
      server.app,
      'index/add_bank',
      {
        bankName: 'Nubank',
        realName: 'Maria Silva',
        accountNumber: '12345678',
        phone: player.phone,
        virtual: false,
      },
      { token: player.token },
    )
    expect(bank.code).toBe(Code.MethodNotAllowed)
    const own = await call<PayoutAccount>(
      server.app,
      'index/bind_card',
      { ...card, cpf: player.cpf },
      {
        token: player.token,
      },
    )
    expect(own.code).toBe(Code.Ok)
    await fund(server, player.user.id, 5_000)
    await setPayPassword(server, player.user.id)
    const withdrawal = await withdrawCall<OrderData>(server.app, player.token, 3_000, own.data.id)
    expect(withdrawal.code).toBe(Code.Ok)
  })

  test('shows the identity state in the player’s info', async () => {
    const player = await verifiedPlayer()
    const info = await call<UserInfo>(server.app, 'user/getUserinfo', undefined, { token: player.token })
    expect(info.data).toMatchObject({ identity: 'verified', exclusion: null })
  })
})

describe('play in the brazil profile', () => {
  test('an open game stops spinning once the identity is no longer verified, and stores nothing', async () => {
    const player = await verifiedPlayer()
    await fundGame(server.db, player.user.id, 1_000)
    const token = await openGame(server.app, player, 'samba-night')
    expect((await spinCall(server.app, token, { bet: 20, clientRoundId: 'brazil-spin-1' })).code).toBe(
      Code.Ok,
    )
    await setIdentity(server, player.user.id, 'pending')
    const refused = await spinCall(server.app, token, { bet: 20, clientRoundId: 'brazil-spin-2' })
    expect(refused.code).toBe(Code.IdentityNotVerified)
    const stored = await server.db.select().from(rounds).where(eq(rounds.userId, player.user.id))
    expect(stored.map((round) => round.clientRoundId)).toEqual(['brazil-spin-1'])
  })
})
