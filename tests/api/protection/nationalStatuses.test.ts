/**
 * The national statuses SIGAP names (IN SPA/MF 31/2025 national self-exclusion, IN SPA/MF 22/2025 Bolsa
 * Família and BPC beneficiaries): each through its whole flow on a clock — blocked at the finding, told in
 * the app and by SMS, two days to withdraw, open provider rounds cancelled, closed and refunded to the
 * player's own account, and the 180-day end — with every balance equal to its ledger entries.
 */
import { playerProtection, protectionLog } from '@server/db/schema/protection'
import { providerRounds } from '@server/db/schema/providers'
import { accounts } from '@server/db/schema/wallet'
import { translatorFor } from '@server/plugins/i18n'
import { cancelOpenRounds } from '@server/providers/cancelRounds'
import { debit, externalPlayerId, openProviderSession } from '@server/providers/gateway'
import { findSession } from '@server/services/accounts/sessions'
import { getBalances, reconcileLedger } from '@server/services/ledger'
import { notifyPlayer } from '@server/services/notifications'
import {
  CLOSE_AFTER_MS,
  cancelBannedRounds,
  closeBannedAccounts,
  sendStatusNotices,
  settleUnclaimed,
} from '@server/services/protection/banList'
import type { SmsMessage } from '@server/sms'
import { type BanListSimulator, startBanListSimulator } from '@simulator/banList'
import { Code } from '@src/contract/codes'
import type { PlayerNoticePage } from '@src/contract/content'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fundGame } from '../games/gameFixtures'
import { call, type Player, type TestServer } from '../helpers'
import { fund, pixTopUpCall, setPayPassword, withdrawCall } from '../money/fixtures'
import {
  ADULT,
  bindOwnCpfKey,
  brazilServerWithBanList,
  generateCpf,
  playerWithIdentity,
  register,
  setRegistered,
} from './fixtures'

const DAY_MS = 24 * 3600_000

/** A brazil player who has given the extended registration, so only the national status stops them. */
const registeredPlayer = async () => {
  const player = await playerWithIdentity(server.app)
  await setRegistered(server, player.user.id)
  return player
}

let server: TestServer
let list: BanListSimulator
beforeAll(async () => {
  list = await startBanListSimulator()
  server = await brazilServerWithBanList(list.url, 2_000)
})
afterAll(async () => {
  await server.close()
  await list.close()
})

/** The job's doors, with an SMS gateway that keeps what it was given. */
const smsSent: SmsMessage[] = []
const doors = () => ({
  sms: { send: async (message: SmsMessage) => void smsSent.push(message) },
  t: translatorFor('pt'),
  cancelRounds: cancelOpenRounds,
})

const protectionOf = async (userId: number) =>
  (await server.db.select().from(playerProtection).where(eq(playerProtection.userId, userId)))[0]

const logged = async (userId: number, event: 'accountClosed' | 'unclaimedTransferred' | 'roundsCancelled') =>
  (
    await server.db
      .select()
      .from(protectionLog)
      .where(and(eq(protectionLog.userId, userId), eq(protectionLog.event, event)))
  ).map((row) => row.detail)

const unclaimedBalance = async () =>
  (
    await server.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(and(isNull(accounts.userId), eq(accounts.kind, 'unclaimed')))
  )[0]?.balance ?? 0

/** The list names the player at the first log-in of a new São Paulo day: answers when. */
const foundAtLogin = async (
  player: Player & { cpf: string },
  as: 'selfExclusion' | 'socialProgramme' | 'other',
) => {
  list.ban(player.cpf, as)
  await server.db
    .update(playerProtection)
    .set({ banCheckedAt: new Date(Date.now() - DAY_MS) })
    .where(eq(playerProtection.userId, player.user.id))
  const login = await call(server.app, 'user/login', { username: player.phone, password: player.password })
  expect(login.code).toBe(Code.Ok)
  const bannedAt = (await protectionOf(player.user.id))?.bannedAt
  if (!bannedAt) throw new Error('not found on the list')
  return bannedAt
}

/** A provider round left open: a bet of `amount` on the simulator's game, no win yet. */
const openRound = async (player: Player, amount: number) => {
  const login = await findSession(server.db, player.token)
  if (!login) throw new Error('no login session')
  const userId = player.user.id
  await externalPlayerId(server.db, 'sim', userId)
  const token = await openProviderSession(server.db, {
    provider: 'sim',
    userId,
    loginSessionId: login.sessionId,
    gameCode: 'sim_fortune',
    currency: 'BRL',
  })
  await debit(server.db, {
    provider: 'sim',
    userId,
    token,
    gameCode: 'sim_fortune',
    currency: 'BRL',
    transactionId: `bet-${userId}`,
    round: `round-${userId}`,
    amount,
  })
}

const notices = async (player: Player) =>
  (await call<PlayerNoticePage>(server.app, 'index/get_my_msg', {}, { token: player.token, lang: 'pt' })).data

describe.each([
  ['selfExclusion', Code.BannedSelfExcludedNationally, /Plataforma Centralizada de Autoexclusão/],
  ['socialProgramme', Code.BannedSocialProgramme, /Bolsa Família ou do BPC/],
] as const)('"Impedido – %s"', (status, code, words) => {
  test('blocked at the finding, told in the app and by SMS, two days to withdraw, open rounds cancelled, then closed and refunded to the own-CPF key', async () => {
    const player = await registeredPlayer()
    const key = await bindOwnCpfKey(server.app, player)
    await setPayPassword(server, player.user.id)
    await fund(server, player.user.id, 7_000)
    await fundGame(server.db, player.user.id, 500)
    await openRound(player, 300)
    const bannedAt = await foundAtLogin(player, status)

    // Blocked at once, in the status's words, with the day the account closes.
    expect(await protectionOf(player.user.id)).toMatchObject({ banStatus: status, closedAt: null })
    const deposit = await pixTopUpCall(server.app, player.token, 5_000)
    expect(deposit.code).toBe(code)
    // Told in the app in the same step, in the status's words; by SMS at the job's next run, once.
    const [notice] = (await notices(player)).list
    expect(notice).toMatchObject({ kind: 'nationalStatus', body: expect.stringMatching(words) })
    const sms = smsSent.length
    expect(await sendStatusNotices(server.db, doors(), new Date())).toBeGreaterThanOrEqual(1)
    const mine = smsSent.slice(sms).filter((message) => message.phone === player.phone)
    expect(mine).toEqual([
      expect.objectContaining({ purpose: 'statusNotice', text: expect.stringMatching(words) }),
    ])
    expect(await sendStatusNotices(server.db, doors(), new Date())).toBe(0)
    if (status === 'selfExclusion') expect(mine[0]?.text).toContain('gov.br/autoexclusaoapostas')

    // The withdrawal window: the player takes R$ 20 out.
    expect((await withdrawCall(server.app, player.token, 2_000, key)).code).toBe(Code.Ok)

    // The open round is cancelled through the providers' round rollback: its stake comes back, once.
    expect(await cancelBannedRounds(server.db, doors())).toBeGreaterThanOrEqual(1)
    expect((await getBalances(server.db, player.user.id)).game).toBe(500)
    const [round] = await server.db
      .select()
      .from(providerRounds)
      .where(eq(providerRounds.userId, player.user.id))
    expect(round?.state).toBe('closed')
    expect(await logged(player.user.id, 'roundsCancelled')).toHaveLength(1)
    await cancelBannedRounds(server.db, doors())
    expect((await getBalances(server.db, player.user.id)).game).toBe(500)

    // Not closed before the two days; closed after, the rest refunded to the own-CPF key.
    expect(await closeBannedAccounts(server.db, new Date(bannedAt.getTime() + CLOSE_AFTER_MS - 60_000))).toBe(
      0,
    )
    const closing = new Date(bannedAt.getTime() + CLOSE_AFTER_MS)
    expect(await closeBannedAccounts(server.db, closing)).toBeGreaterThanOrEqual(1)
    expect(await getBalances(server.db, player.user.id)).toMatchObject({
      wallet: 0,
      game: 0,
      withdrawalPending: 7_500,
    })
    expect(await logged(player.user.id, 'accountClosed')).toEqual([
      expect.objectContaining({ status, amount: 5_500, returnedBy: 'withdrawal', payoutAccountId: key }),
    ])

    // The 180-day end finds nothing left: logged once, nothing moved.
    const before = await unclaimedBalance()
    await settleUnclaimed(server.db, new Date(closing.getTime() + 181 * DAY_MS))
    expect(await logged(player.user.id, 'unclaimedTransferred')).toEqual([
      expect.objectContaining({ amount: 0, destination: 'FIES/FUNCAP' }),
    ])
    expect(await unclaimedBalance()).toBe(before)
    expect(await reconcileLedger(server.db)).toBeNull()
  })

  test('with no own-CPF key the balance is held after the closing, and what is still there at 180 days goes to the destination the rule names', async () => {
    const player = await registeredPlayer()
    await fund(server, player.user.id, 3_000)
    await fundGame(server.db, player.user.id, 250)
    const bannedAt = await foundAtLogin(player, status)
    const closing = new Date(bannedAt.getTime() + CLOSE_AFTER_MS)
    await closeBannedAccounts(server.db, closing)
    expect(await logged(player.user.id, 'accountClosed')).toEqual([
      expect.objectContaining({ status, amount: 3_250, returnedBy: 'heldForOperator' }),
    ])
    expect((await protectionOf(player.user.id))?.closedAt?.getTime()).toBe(closing.getTime())

    // Day 179: still held for the player.
    const before = await unclaimedBalance()
    await settleUnclaimed(server.db, new Date(closing.getTime() + 179 * DAY_MS))
    expect((await getBalances(server.db, player.user.id)).wallet).toBe(3_250)
    // Day 180: moved once, to the account owed to the destination.
    await settleUnclaimed(server.db, new Date(closing.getTime() + 180 * DAY_MS))
    await settleUnclaimed(server.db, new Date(closing.getTime() + 200 * DAY_MS))
    expect(await getBalances(server.db, player.user.id)).toMatchObject({ wallet: 0, game: 0 })
    expect(await unclaimedBalance()).toBe(before + 3_250)
    expect(await logged(player.user.id, 'unclaimedTransferred')).toEqual([
      expect.objectContaining({ status, amount: 3_250, destination: 'FIES/FUNCAP' }),
    ])
    expect(await reconcileLedger(server.db)).toBeNull()
  })
})

test('another impediment keeps the 2024 flow: the balance stays held for the operator, no 180-day end', async () => {
  const player = await registeredPlayer()
  await fund(server, player.user.id, 1_000)
  const bannedAt = await foundAtLogin(player, 'other')
  expect((await pixTopUpCall(server.app, player.token, 5_000)).code).toBe(Code.BannedPlayStopped)
  const closing = new Date(bannedAt.getTime() + CLOSE_AFTER_MS)
  await closeBannedAccounts(server.db, closing)
  await settleUnclaimed(server.db, new Date(closing.getTime() + 400 * DAY_MS))
  expect((await getBalances(server.db, player.user.id)).wallet).toBe(1_000)
  expect(await logged(player.user.id, 'unclaimedTransferred')).toEqual([])
})

test('a player the list names gets no marketing', async () => {
  const player = await registeredPlayer()
  expect((await call(server.app, 'notice/settings', { marketing: true }, { token: player.token })).code).toBe(
    Code.Ok,
  )
  const marketing = () => server.db.transaction((tx) => notifyPlayer(tx, player.user.id, 'marketing'))
  expect(await marketing()).toEqual(expect.any(Number))
  await foundAtLogin(player, 'selfExclusion')
  expect(await marketing()).toBeNull()
})

test('sign-up names no status: a beneficiary is refused in the same neutral words as any barred CPF', async () => {
  const cpf = generateCpf()
  list.ban(cpf, 'socialProgramme')
  const { answer } = await register(server.app, { cpf, ...ADULT })
  expect(answer.code).toBe(Code.BannedNationally)
  expect(answer.msg).not.toMatch(/Bolsa|BPC|programme/i)
})
