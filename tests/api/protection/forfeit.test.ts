/**
 * A cool-off or self-exclusion forfeits the open bonus (the share of it not yet wagered
 * goes back through the ledger, the player is told), so the player's own money can always be withdrawn, in
 * both compliance profiles. Play stays refused.
 */
import { randomUUID } from 'node:crypto'
import { loadConfig } from '@server/config'
import { playerProtection } from '@server/db/schema/protection'
import { getBalances, transfer } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { PlayerNoticePage } from '@src/contract/content'
import type { OrderData, PayoutAccount } from '@src/contract/money'
import type { ComplianceProfile } from '@src/contract/protection'
import type { BonusStatus } from '@src/contract/rewards'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { call, createPlayer, createTestServer, type Player, type TestServer } from '../helpers'
import { addBankAccount, convertCall, fund, setPayPassword, withdrawCall } from '../money/fixtures'
import { get, play, topUp } from '../rewards/fixtures'
import { payRebate, playerWithIdentity, selfExclude, setRegistered } from './fixtures'

const withdraw = (server: TestServer, player: Player, accountId: number, amount: number) =>
  withdrawCall<OrderData>(server.app, player.token, amount, accountId)

const bonusStatus = async (server: TestServer, player: Player) =>
  (await get<BonusStatus>(server.app, 'index/get_bonus_status', player.token)).data

const noticesOf = async (server: TestServer, player: Player) =>
  (await call<PlayerNoticePage>(server.app, 'index/get_my_msg', {}, { token: player.token, lang: 'en' })).data

const moneyOf = async (server: TestServer, player: Player) => {
  const { wallet, game } = await getBalances(server.db, player.user.id)
  return wallet + game
}

/**
 * Each profile's way to a deposit of R$ 100 with bonus wagering left: in standard the first-deposit bonus
 * (10%, R$ 10, 5x), in brazil (no deposit bonus there) a R$ 10 rebate the operator gave a 5x multiple,
 * granted before the exclusion. Answers the player and their PIX or bank account.
 */
const SETUPS: Record<
  ComplianceProfile,
  (server: TestServer) => Promise<{ player: Player; accountId: number }>
> = {
  standard: async (server) => {
    const player = await createPlayer(server.app)
    await topUp(server.app, player, 10_000)
    return { player, accountId: await addBankAccount(server.app, player) }
  },
  brazil: async (server) => {
    const player = await playerWithIdentity(server.app)
    await setRegistered(server, player.user.id)
    await fund(server, player.user.id, 10_000)
    await payRebate(server, player.user.id)
    const account = await call<PayoutAccount>(
      server.app,
      'index/bind_card',
      {
        firstName: 'Maria',
        lastName: 'Silva',
        email: 'maria@example.com',
        phone: player.phone,
        pixKeyType: 'CPF',
        pixKey: player.cpf,
        cpf: player.cpf,
      },
      { token: player.token },
    )
    return { player, accountId: account.data.id }
  },
}

describe.each(['standard', 'brazil'] as const)(
  'exclusion with bonus wagering left (%s profile)',
  (profile) => {
    let server: TestServer
    beforeAll(async () => {
      server = await createTestServer({
        config: {
          compliance: { ...loadConfig({ NODE_ENV: 'test' }).compliance, profile, realityCheckMinutes: 45 },
        },
      })
    })
    afterAll(() => server.close())

    const ready = async () => {
      const ready = await SETUPS[profile](server)
      expect(ready.accountId).toEqual(expect.any(Number))
      await setPayPassword(server, ready.player.user.id)
      expect((await bonusStatus(server, ready.player)).wagering).toMatchObject({
        required: 5_000,
        remaining: 5_000,
      })
      return ready
    }

    test('a self-excluded player with bonus wagering left withdraws their deposit', async () => {
      const { player, accountId } = await ready()
      expect((await withdraw(server, player, accountId, 10_000)).code).toBe(Code.WageringNotMet)

      expect((await selfExclude(server.app, player, '6m')).code).toBe(Code.Ok)
      // The unwagered bonus went back; the deposit stays and leaves.
      expect(await getBalances(server.db, player.user.id)).toMatchObject({ wallet: 10_000, game: 0 })
      expect((await bonusStatus(server, player)).wagering).toEqual({ required: 0, turnover: 0, remaining: 0 })
      const withdrawal = await withdraw(server, player, accountId, 10_000)
      expect(withdrawal.code, withdrawal.msg).toBe(Code.Ok)
      expect(await getBalances(server.db, player.user.id)).toMatchObject({
        wallet: 0,
        withdrawalPending: 10_000,
      })

      const notices = await noticesOf(server, player)
      expect(notices.list[0]).toMatchObject({
        kind: 'bonusForfeited',
        title: 'Bonus removed',
        body: expect.stringMatching(/R\$\s10,00 of bonus money not yet wagered was taken back/),
      })
      // Play stays what the exclusion stops.
      const toGame = await convertCall(
        server.app,
        { direction: 'toGame', amount: 100 },
        { token: player.token },
      )
      expect(toGame.code).toBe(Code.SelfExcluded)
    })

    test('a cool-off takes back only the share of the bonus not yet wagered', async () => {
      const { player } = await ready()
      await play(server, player, 1_000, 2) // R$ 20 of the R$ 50 wagered: 3/5 of the R$ 10 bonus is left
      const before = await moneyOf(server, player)
      expect((await selfExclude(server.app, player, '24h')).code).toBe(Code.Ok)
      expect(before - (await moneyOf(server, player))).toBe(600)
      // Excluding again (a longer term) finds nothing open and takes nothing more.
      expect((await selfExclude(server.app, player, '7d')).code).toBe(Code.Ok)
      expect(before - (await moneyOf(server, player))).toBe(600)
      expect(
        (await noticesOf(server, player)).list.filter((notice) => notice.kind === 'bonusForfeited'),
      ).toHaveLength(1)
    })

    test('a withdrawal during an exclusion that left a bonus open (started before forfeiting) forfeits it first', async () => {
      const { player, accountId } = await ready()
      const since = new Date()
      // Upserted: a brazil sign-up already wrote the row (its national ban list check).
      const exclusion = { exclusionTerm: 'permanent' as const, excludedSince: since, excludedUntil: null }
      await server.db
        .insert(playerProtection)
        .values({ userId: player.user.id, ...exclusion })
        .onConflictDoUpdate({ target: playerProtection.userId, set: exclusion })
      const withdrawal = await withdraw(server, player, accountId, 10_000)
      expect(withdrawal.code, withdrawal.msg).toBe(Code.Ok)
      expect(await getBalances(server.db, player.user.id)).toMatchObject({
        wallet: 0,
        withdrawalPending: 10_000,
      })
    })

    test('never takes back more than the player holds', async () => {
      const { player } = await ready()
      // R$ 95 of the R$ 110 lost elsewhere (as a loss would): R$ 5 left, less than the R$ 10 bonus.
      await transfer(server.db, {
        key: `test-loss:${randomUUID()}`,
        reason: 'bet',
        reference: 'test',
        from: { userId: player.user.id, kind: 'wallet' },
        to: { system: 'house' },
        amount: 10_500,
      })
      expect((await selfExclude(server.app, player, '30d')).code).toBe(Code.Ok)
      expect(await getBalances(server.db, player.user.id)).toMatchObject({ wallet: 0, game: 0 })
      expect((await bonusStatus(server, player)).wagering.remaining).toBe(0)
    })
  },
)
