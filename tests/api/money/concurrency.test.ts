import { promotions } from '@server/db/schema/content'
import { orders } from '@server/db/schema/money'
import { vipLevels } from '@server/db/schema/rewards'
import { getBalances } from '@server/services/ledger'
import { Code } from '@src/contract/codes'
import type { OrderData, WalletTransferData } from '@src/contract/money'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { secondOperator } from '../corrections/fixtures'
import {
  call,
  createPlayer,
  createPostgresTestServer,
  describeOnPostgres,
  type Player,
  serverWithOperator,
} from '../helpers'
import { auditLedger, SOUND_LEDGER } from '../services/ledgerFixtures'
import {
  addBankAccount,
  channelId,
  convertCall,
  fund,
  moneyCall,
  PAY_PASSWORD,
  PNG,
  pixOrder,
  postWebhook,
  proposeTopUp,
  setPayPassword,
  upload,
} from './fixtures'

describeOnPostgres('money under concurrency', () => {
  const given = serverWithOperator(createPostgresTestServer)
  beforeAll(async () => {
    // Paid top-ups credit exactly their amount here (rewards have their own tests), and level 0 may
    // withdraw often enough for the balance, not the daily count, to be what stops the race.
    await given.server.db.update(promotions).set({ enabled: false })
    await given.server.db.update(vipLevels).set({ dailyWithdrawals: 1_000 }).where(eq(vipLevels.level, 0))
  })

  const sound = async () => expect(await auditLedger(given.server.db)).toMatchObject(SOUND_LEDGER)

  /** A player with R$ 100 in the wallet, a bank account and a withdrawal password. */
  const readyPlayer = async (): Promise<[Player, number]> => {
    const player = await createPlayer(given.server.app)
    const account = await addBankAccount(given.server.app, player)
    await setPayPassword(given.server, player.user.id)
    await fund(given.server, player.user.id, 10_000)
    return [player, account]
  }

  const withdraw = (player: Player, accountId: number, amount: number, key?: string) =>
    moneyCall<OrderData>(
      given.server.app,
      'index/Withdraw_recharge',
      { type: 'withdraw', amount, accountId, payPassword: PAY_PASSWORD },
      { token: player.token, key },
    )

  const convert = (player: Player, amount: number, key?: string) =>
    convertCall<WalletTransferData>(
      given.server.app,
      { direction: 'toGame', amount },
      { token: player.token, key },
    )

  test('50 parallel withdrawals and conversions on one wallet never overdraw or double-spend', async () => {
    const [player, accountId] = await readyPlayer()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0 ? withdraw(player, accountId, 700) : convert(player, 700),
      ),
    )
    const ok = answers.filter((answer) => answer.code === Code.Ok).length
    for (const answer of answers) expect([Code.Ok, Code.AmountOverBalance]).toContain(answer.code)
    expect(ok).toBe(Math.floor(10_000 / 700))
    const balances = await getBalances(given.server.db, player.user.id)
    expect(balances.wallet).toBe(10_000 - ok * 700)
    expect(balances.wallet + balances.game + balances.withdrawalPending).toBe(10_000)
    const withdrawals = await given.server.db.select().from(orders).where(eq(orders.userId, player.user.id))
    expect(withdrawals.length * 700).toBe(balances.withdrawalPending)
    await sound()
  })

  test('the daily withdrawal count holds against parallel requests', async () => {
    await given.server.db.update(vipLevels).set({ dailyWithdrawals: 3 }).where(eq(vipLevels.level, 0))
    try {
      const [player, accountId] = await readyPlayer()
      const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(player, accountId, 100)))
      expect(answers.filter((answer) => answer.code === Code.Ok)).toHaveLength(3)
      expect(answers.filter((answer) => answer.code === Code.WithdrawDailyCount)).toHaveLength(17)
    } finally {
      await given.server.db.update(vipLevels).set({ dailyWithdrawals: 1_000 }).where(eq(vipLevels.level, 0))
    }
  })

  test('50 parallel replays of one idempotency key move the money once', async () => {
    const [player, accountId] = await readyPlayer()
    const withdrawals = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(player, accountId, 1_000, 'same-w')),
    )
    expect(new Set(withdrawals.map((answer) => answer.data.id)).size).toBe(1)
    const conversions = await Promise.all(Array.from({ length: 50 }, () => convert(player, 2_000, 'same-c')))
    for (const answer of conversions) expect(answer.code).toBe(Code.Ok)
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({
      wallet: 7_000,
      game: 2_000,
      withdrawalPending: 1_000,
    })
    await sound()
  })

  test('two checkers approving the same proposed top-up at once credit it once', async () => {
    const first = (await secondOperator(given.server.db)).token
    const second = (await secondOperator(given.server.db)).token
    for (let round = 0; round < 5; round++) {
      const player = await createPlayer(given.server.app)
      const image = await upload(given.server.app, player.token, PNG)
      const order = await moneyCall<OrderData>(
        given.server.app,
        'index/Withdraw_recharge',
        {
          type: 'recharge',
          amount: 5_000,
          channelId: await channelId(given.server.app, 'bank'),
          voucherId: image.data.id,
        },
        { token: player.token },
      )
      expect((await proposeTopUp(given.server.app, given.operator, order.data.id)).code).toBe(Code.Ok)
      const review = (token: string) =>
        call(given.server.app, 'admin/review', { id: order.data.id, action: 'approve' }, { token })
      const answers = await Promise.all([review(first), review(second)])
      expect(answers.map((answer) => answer.code).sort()).toEqual([Code.Ok, Code.OrderAlreadyReviewed])
      expect((await getBalances(given.server.db, player.user.id)).wallet).toBe(5_000)
    }
    await sound()
  })

  test('parallel provider notifications and operator approvals of one PIX order credit it once', async () => {
    const player = await createPlayer(given.server.app)
    const order = await pixOrder(given.server.app, player.token, 4_000)
    const event = { txid: order.txid ?? '', amount: 4_000 }
    await proposeTopUp(given.server.app, given.operator, order.id)
    const checker = (await secondOperator(given.server.db)).token
    await Promise.all([
      ...Array.from({ length: 20 }, (_, index) =>
        postWebhook(given.server.app, { ...event, eventId: `race-${index % 3}` }),
      ),
      ...Array.from({ length: 5 }, () =>
        call(given.server.app, 'admin/review', { id: order.id, action: 'approve' }, { token: checker }),
      ),
    ])
    expect((await getBalances(given.server.db, player.user.id)).wallet).toBe(4_000)
    await sound()
  })
})
