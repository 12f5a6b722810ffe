import { orders } from '@server/db/schema/money'
import { banChecks, playerProtection, protectionLog } from '@server/db/schema/protection'
import { users } from '@server/db/schema/users'
import { banListOf } from '@server/services/banList'
import { getBalances } from '@server/services/ledger'
import { CLOSE_AFTER_MS, closeBannedAccounts, sweepBanList } from '@server/services/protection/banList'
import { type BanListSimulator, startBanListSimulator } from '@simulator/banList'
import { Code } from '@src/contract/codes'
import type { PayoutAccount } from '@src/contract/money'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { fundGame, openGame, spinCall } from '../games/gameFixtures'
import { call, type TestServer } from '../helpers'
import { convertCall, fund, pixOrder, pixTopUpCall, setPayPassword, withdrawCall } from '../money/fixtures'
import {
  ADULT,
  brazilServerWithBanList,
  generateCpf,
  playerWithIdentity,
  register,
  setRegistered,
} from './fixtures'

/** The brazil profile checking CPFs against the ban list's simulator over HTTP. */
let server: TestServer
let list: BanListSimulator
beforeAll(async () => {
  list = await startBanListSimulator({ slowMs: 1_500 })
  server = await brazilServerWithBanList(list.url, 300)
})
afterAll(async () => {
  await server.close()
  await list.close()
})
beforeEach(() => {
  list.fault = 'none'
})

const lastCheck = async (cpf: string) =>
  (
    await server.db
      .select()
      .from(banChecks)
      .where(eq(banChecks.cpf, cpf))
      .orderBy(desc(banChecks.id))
      .limit(1)
  )[0]

const protectionOf = async (userId: number) =>
  (await server.db.select().from(playerProtection).where(eq(playerProtection.userId, userId)))[0]

/** The player's last answered check was `days` ago (a new São Paulo day for the log-in check). */
const checkedDaysAgo = (userId: number, days: number) =>
  server.db
    .update(playerProtection)
    .set({ banCheckedAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(playerProtection.userId, userId))

const login = (phone: string, password: string) =>
  call(server.app, 'user/login', { username: phone, password }, { lang: 'en' })

/** A player signed up in the brazil profile with the extended registration done: only the list bars them. */
const registeredPlayer = async () => {
  const player = await playerWithIdentity(server.app)
  await setRegistered(server, player.user.id)
  return player
}

describe('sign-up', () => {
  test('a CPF on the national ban list is refused, nothing is created, and the check is kept', async () => {
    const cpf = generateCpf()
    list.ban(cpf)
    const { answer, phone } = await register(server.app, { cpf, ...ADULT })
    expect(answer).toMatchObject({
      code: Code.BannedNationally,
      msg: expect.stringMatching(/barred from betting/),
    })
    expect(await server.db.select().from(users).where(eq(users.phone, phone))).toEqual([])
    expect(await lastCheck(cpf)).toMatchObject({
      userId: null,
      occasion: 'signup',
      answer: 'banned',
      source: 'http',
    })
  })

  test.each(['unavailable', 'slow', 'garbled'] as const)(
    'fails closed when the list is %s: refused with a try-again message',
    async (fault) => {
      const cpf = generateCpf()
      list.fault = fault
      const { answer, phone } = await register(server.app, { cpf, ...ADULT })
      expect(answer).toMatchObject({ code: Code.BanListUnavailable, msg: expect.stringMatching(/try again/) })
      expect(await server.db.select().from(users).where(eq(users.phone, phone))).toEqual([])
      expect(await lastCheck(cpf)).toMatchObject({ occasion: 'signup', answer: 'unavailable' })
    },
  )

  test('a clear CPF signs up, and its first log-in of the day does not ask again', async () => {
    const player = await registeredPlayer()
    expect((await lastCheck(player.cpf))?.answer).toBe('clear')
    expect(list.asked.filter((cpf) => cpf === player.cpf)).toHaveLength(1)
  })
})

describe('the first log-in of each São Paulo day', () => {
  test('checks the CPF: a ban found stops deposits and play, the player still logs in to withdraw', async () => {
    const player = await registeredPlayer()
    await fund(server, player.user.id, 5_000)
    await fundGame(server.db, player.user.id, 1_000)
    const gameToken = await openGame(server.app, player, 'samba-night')
    list.ban(player.cpf)

    // Same day: not asked again, still playing.
    expect((await login(player.phone, player.password)).code).toBe(Code.Ok)
    expect((await protectionOf(player.user.id))?.bannedAt).toBeNull()

    await checkedDaysAgo(player.user.id, 1)
    const next = await login(player.phone, player.password)
    expect(next.code).toBe(Code.Ok)
    expect(await lastCheck(player.cpf)).toMatchObject({
      userId: player.user.id,
      occasion: 'login',
      answer: 'banned',
    })
    expect((await protectionOf(player.user.id))?.bannedAt).toBeInstanceOf(Date)
    const [logged] = await server.db
      .select()
      .from(protectionLog)
      .where(and(eq(protectionLog.userId, player.user.id), eq(protectionLog.event, 'banned')))
    expect(logged?.detail).toMatchObject({ occasion: 'login', closesAt: expect.any(String) })

    // No spin, no conversion to the game balance, no deposit (the launch moved the wallet in: AUTO_TRANSFER).
    const before = await getBalances(server.db, player.user.id)
    const spin = await spinCall(server.app, gameToken, { bet: 20, clientRoundId: 'banned-spin' }, 'en')
    expect(spin).toMatchObject({
      code: Code.BannedPlayStopped,
      msg: expect.stringMatching(/withdraw your balance until/),
    })
    expect(
      (await convertCall(server.app, { direction: 'toGame', amount: 1_000 }, { token: player.token })).code,
    ).toBe(Code.BannedPlayStopped)
    const deposit = await pixTopUpCall(server.app, player.token, 5_000)
    expect(deposit.code).toBe(Code.BannedPlayStopped)
    expect(await getBalances(server.db, player.user.id)).toEqual(before)

    // Withdrawals stay open until the closing.
    const key = await call<PayoutAccount>(
      server.app,
      'index/bind_card',
      { ...card(player.phone), cpf: player.cpf },
      { token: player.token },
    )
    expect(key.code).toBe(Code.Ok)
    await setPayPassword(server, player.user.id)
    await fund(server, player.user.id, 2_000)
    const withdrawal = await withdrawCall(server.app, player.token, 2_000, key.data.id)
    expect(withdrawal.code).toBe(Code.Ok)
  })

  test('a list that does not answer lets the log-in through and asks again at the next one', async () => {
    const player = await registeredPlayer()
    await checkedDaysAgo(player.user.id, 1)
    list.fault = 'unavailable'
    expect((await login(player.phone, player.password)).code).toBe(Code.Ok)
    expect(await lastCheck(player.cpf)).toMatchObject({ occasion: 'login', answer: 'unavailable' })
    list.fault = 'none'
    expect((await login(player.phone, player.password)).code).toBe(Code.Ok)
    expect(await lastCheck(player.cpf)).toMatchObject({ occasion: 'login', answer: 'clear' })
  })
})

describe('deposits', () => {
  test('a CPF not checked today is checked before the order; no answer refuses it (fail closed)', async () => {
    const player = await registeredPlayer()
    await checkedDaysAgo(player.user.id, 2)
    list.fault = 'unavailable'
    const refused = await pixTopUpCall(server.app, player.token, 5_000)
    expect(refused.code).toBe(Code.BanListUnavailable)
    expect(await server.db.select().from(orders).where(eq(orders.userId, player.user.id))).toEqual([])
    list.fault = 'none'
    expect((await pixOrder(server.app, player.token, 5_000)).amount).toBe(5_000)
    expect(await lastCheck(player.cpf)).toMatchObject({ occasion: 'deposit', answer: 'clear' })
  })
})

describe('closing a banned account', () => {
  const bannedLongAgo = async (userId: number) => {
    await server.db
      .update(playerProtection)
      .set({ bannedAt: new Date(Date.now() - CLOSE_AFTER_MS - 60_000) })
      .where(eq(playerProtection.userId, userId))
  }

  test('returns the whole balance to the own-CPF PIX key by a withdrawal, then ends log-in', async () => {
    const player = await registeredPlayer()
    const key = await call<PayoutAccount>(
      server.app,
      'index/bind_card',
      { ...card(player.phone), cpf: player.cpf },
      { token: player.token },
    )
    await fund(server, player.user.id, 7_000)
    await fundGame(server.db, player.user.id, 500)
    list.ban(player.cpf)
    await checkedDaysAgo(player.user.id, 1)
    await login(player.phone, player.password)
    expect(await closeBannedAccounts(server.db, new Date())).toBe(0) // not yet due
    await bannedLongAgo(player.user.id)
    expect(await closeBannedAccounts(server.db, new Date())).toBe(1)

    const balances = await getBalances(server.db, player.user.id)
    expect(balances).toMatchObject({ wallet: 0, game: 0, withdrawalPending: 7_500 })
    const [order] = await server.db.select().from(orders).where(eq(orders.userId, player.user.id))
    expect(order).toMatchObject({
      type: 'withdraw',
      amount: 7_500,
      payoutAccountId: key.data.id,
      status: 'unpaid',
    })
    const [closed] = await server.db
      .select()
      .from(protectionLog)
      .where(and(eq(protectionLog.userId, player.user.id), eq(protectionLog.event, 'accountClosed')))
    expect(closed?.detail).toMatchObject({ amount: 7_500, returnedBy: 'withdrawal', orderId: order?.id })

    // Its sessions ended, and it cannot log in again; a second run closes nothing twice.
    expect((await call(server.app, 'user/getUserinfo', undefined, { token: player.token })).code).toBe(
      Code.SessionExpired,
    )
    expect(await login(player.phone, player.password)).toMatchObject({
      code: Code.AccountClosed,
      msg: expect.stringMatching(/closed/),
    })
    expect(await closeBannedAccounts(server.db, new Date())).toBe(0)
  })

  test('without an own-CPF PIX key the balance is held for the operator to return', async () => {
    const player = await registeredPlayer()
    await fund(server, player.user.id, 3_000)
    list.ban(player.cpf)
    await checkedDaysAgo(player.user.id, 1)
    await login(player.phone, player.password)
    await bannedLongAgo(player.user.id)
    await closeBannedAccounts(server.db, new Date())
    expect((await getBalances(server.db, player.user.id)).wallet).toBe(3_000)
    expect(await server.db.select().from(orders).where(eq(orders.userId, player.user.id))).toEqual([])
    const [closed] = await server.db
      .select()
      .from(protectionLog)
      .where(and(eq(protectionLog.userId, player.user.id), eq(protectionLog.event, 'accountClosed')))
    expect(closed?.detail).toMatchObject({ amount: 3_000, returnedBy: 'heldForOperator' })
  })
})

describe('the 15-day sweep', () => {
  test('asks about every player not checked for 15 days and bans the ones listed', async () => {
    const stale = await registeredPlayer()
    const listed = await registeredPlayer()
    const fresh = await registeredPlayer()
    await checkedDaysAgo(stale.user.id, 16)
    await checkedDaysAgo(listed.user.id, 15)
    await checkedDaysAgo(fresh.user.id, 14)
    list.ban(listed.cpf)
    const asked = list.asked.length

    await sweepBanList(server.db, banListOf(server.config.compliance.banList), new Date(), 10_000)
    const sweptNow = list.asked.slice(asked)
    expect(sweptNow).toEqual(expect.arrayContaining([stale.cpf, listed.cpf]))
    expect(sweptNow).not.toContain(fresh.cpf)
    expect((await protectionOf(listed.user.id))?.bannedAt).toBeInstanceOf(Date)
    expect((await protectionOf(stale.user.id))?.bannedAt).toBeNull()
    expect(Date.now() - ((await protectionOf(stale.user.id))?.banCheckedAt?.getTime() ?? 0)).toBeLessThan(
      60_000,
    )
    expect(await lastCheck(listed.cpf)).toMatchObject({ occasion: 'sweep', answer: 'banned' })

    // A second sweep right after asks none of them again.
    const before = list.asked.length
    await sweepBanList(server.db, banListOf(server.config.compliance.banList), new Date(), 10_000)
    expect(list.asked.slice(before)).not.toEqual(expect.arrayContaining([stale.cpf]))
  })
})

const card = (phone: string) => ({
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  phone,
  pixKeyType: 'EMAIL',
  pixKey: 'maria@example.com',
})
