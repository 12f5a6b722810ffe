import { orders, payPasswordFailures } from '@server/db/schema/money'
import { users } from '@server/db/schema/users'
import { getBalances } from '@server/services/ledger'
import { withdrawLimits } from '@server/services/money/limits'
import { Code } from '@src/contract/codes'
import type { OrderData, PayoutAccount, WithdrawOrder } from '@src/contract/money'
import { formatBRL } from '@src/money/format'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, createPlayer, type Player, sharedServer } from '../helpers'
import { fund, moneyCall, PAY_PASSWORD, setPayPassword } from './fixtures'

const given = sharedServer()

const error = (code: number, msg: string) => ({ code, data: null, msg })

/** A player with a bank account, a withdrawal password and R$ 1 000 in the wallet. */
const readyPlayer = async (wallet = 100_000): Promise<[Player, number]> => {
  const player = await createPlayer(given.server.app)
  const account = await call<PayoutAccount>(
    given.server.app,
    'index/add_bank',
    {
      bankName: 'Itaú',
      realName: 'Ana Lima',
      accountNumber: '55555-5',
      phone: '+5511987654321',
      virtual: false,
    },
    { token: player.token },
  )
  await setPayPassword(given.server, player.user.id)
  if (wallet > 0) await fund(given.server, player.user.id, wallet)
  return [player, account.data.id]
}

/** The limits of the player's VIP level, as the server reads them. */
const limitsOf = async (player: Player) => {
  const [user] = await given.server.db.select().from(users).where(eq(users.id, player.user.id))
  if (!user) throw new Error('no such player')
  return withdrawLimits(given.server.db, user)
}

const withdraw = (player: Player, body: object, key?: string) =>
  moneyCall<OrderData>(
    given.server.app,
    'index/Withdraw_recharge',
    { type: 'withdraw', ...body },
    { token: player.token, key },
  )

describe('index/Withdraw_recharge, type withdraw', () => {
  test('moves the amount from the wallet to the pending account at once, in one ledger transaction', async () => {
    const [player, accountId] = await readyPlayer()
    const answer = await withdraw(player, { amount: 30_000, accountId, payPassword: PAY_PASSWORD })
    expect(answer.code).toBe(Code.Ok)
    expect(answer.data as WithdrawOrder).toMatchObject({
      type: 'withdraw',
      status: 'unpaid',
      amount: 30_000,
      account: 'Itaú ****55-5',
      failureReason: null,
      auditedAt: null,
      balances: { wallet: 70_000, withdrawalPending: 30_000 },
    })
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({
      wallet: 70_000,
      withdrawalPending: 30_000,
    })
  })

  test('without a receiving account: Please add your receiving bank account information first.', async () => {
    const player = await createPlayer(given.server.app)
    await setPayPassword(given.server, player.user.id)
    expect(await withdraw(player, { amount: 1_000, accountId: 1, payPassword: PAY_PASSWORD })).toEqual(
      error(Code.BankFirst, 'Please add your receiving bank account information first.'),
    )
  })

  test('without a withdrawal password: Please set your deposit (withdrawal) password first.', async () => {
    const [player, accountId] = await readyPlayer()
    await given.server.db.execute(sql`update users set pay_password_hash = null where id = ${player.user.id}`)
    expect(await withdraw(player, { amount: 1_000, accountId, payPassword: PAY_PASSWORD })).toEqual(
      error(Code.PayPasswordFirst, 'Please set your deposit (withdrawal) password first.'),
    )
  })

  test.each([[0], [-5], [10.5]])('amount %s: Enter the correct amount.', async (amount) => {
    const [player, accountId] = await readyPlayer(0)
    expect(await withdraw(player, { amount, accountId, payPassword: PAY_PASSWORD })).toEqual(
      error(Code.AmountInvalid, 'Enter the correct amount.'),
    )
  })

  test('above the balance: The entered amount cannot be greater than the balance.', async () => {
    const [player, accountId] = await readyPlayer(5_000)
    expect(await withdraw(player, { amount: 5_001, accountId, payPassword: PAY_PASSWORD })).toEqual(
      error(Code.AmountOverBalance, 'The entered amount cannot be greater than the balance.'),
    )
    expect((await withdraw(player, { amount: 5_000, accountId, payPassword: PAY_PASSWORD })).code).toBe(
      Code.Ok,
    )
  })

  test('an account that is not the player’s is refused', async () => {
    const [player] = await readyPlayer()
    const [, othersAccount] = await readyPlayer()
    expect(
      await withdraw(player, { amount: 1_000, accountId: othersAccount, payPassword: PAY_PASSWORD }),
    ).toEqual(error(Code.PayoutAccountNotFound, 'This receiving account does not exist.'))
  })

  test('the VIP level’s maximum single withdrawal', async () => {
    const [probe] = await readyPlayer(0)
    const { maxSingle } = await limitsOf(probe)
    const [player, accountId] = await readyPlayer(maxSingle + 1)
    expect(await withdraw(player, { amount: maxSingle + 1, accountId, payPassword: PAY_PASSWORD })).toEqual(
      error(
        Code.WithdrawAboveLimit,
        `The maximum single withdrawal for your VIP level is ${formatBRL(maxSingle)}.`,
      ),
    )
    expect((await withdraw(player, { amount: maxSingle, accountId, payPassword: PAY_PASSWORD })).code).toBe(
      Code.Ok,
    )
  })

  test('the VIP level’s daily count, refused ones not counted', async () => {
    const [player, accountId] = await readyPlayer()
    const { dailyCount } = await limitsOf(player)
    for (let index = 0; index < dailyCount; index++) {
      expect((await withdraw(player, { amount: 1_000, accountId, payPassword: PAY_PASSWORD })).code).toBe(
        Code.Ok,
      )
    }
    expect(await withdraw(player, { amount: 1_000, accountId, payPassword: PAY_PASSWORD })).toEqual(
      error(
        Code.WithdrawDailyCount,
        `Your VIP level allows ${dailyCount} withdrawals a day. Please try again tomorrow.`,
      ),
    )
    // Yesterday's do not count.
    await given.server.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(orders.userId, player.user.id))
    expect((await withdraw(player, { amount: 1_000, accountId, payPassword: PAY_PASSWORD })).code).toBe(
      Code.Ok,
    )
  })

  test('wrong passwords count down, then lock for the hour; a right one clears the count', async () => {
    const [player, accountId] = await readyPlayer()
    const body = { amount: 1_000, accountId, payPassword: '000000' }
    expect(await withdraw(player, body)).toEqual(
      error(Code.PayPasswordWrong, 'The withdrawal password is wrong. 4 attempts left.'),
    )
    expect((await withdraw(player, { ...body, payPassword: PAY_PASSWORD })).code).toBe(Code.Ok)
    for (const left of [4, 3, 2, 1]) {
      expect((await withdraw(player, body)).msg).toBe(
        `The withdrawal password is wrong. ${left} attempts left.`,
      )
    }
    expect(await withdraw(player, body)).toEqual(
      error(Code.PayPasswordLocked, 'Too many wrong withdrawal passwords. Please try again in 60 min.'),
    )
    // Locked even with the right password, until the oldest failure is an hour old.
    expect((await withdraw(player, { ...body, payPassword: PAY_PASSWORD })).code).toBe(Code.PayPasswordLocked)
    await given.server.db
      .update(payPasswordFailures)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(payPasswordFailures.userId, player.user.id))
    expect((await withdraw(player, { ...body, payPassword: PAY_PASSWORD })).code).toBe(Code.Ok)
    expect((await getBalances(given.server.db, player.user.id)).withdrawalPending).toBe(2_000)
  })

  test('a retried key moves the money once and answers the same order', async () => {
    const [player, accountId] = await readyPlayer(10_000)
    const body = { amount: 4_000, accountId, payPassword: PAY_PASSWORD }
    const first = await withdraw(player, body, 'w-retry')
    const again = await withdraw(player, body, 'w-retry')
    expect(again.data.id).toBe(first.data.id)
    expect(await getBalances(given.server.db, player.user.id)).toMatchObject({
      wallet: 6_000,
      withdrawalPending: 4_000,
    })
    expect((await withdraw(player, { ...body, amount: 5_000 }, 'w-retry')).code).toBe(
      Code.IdempotencyKeyReused,
    )
  })

  test('without an Idempotency-Key nothing moves', async () => {
    const [player, accountId] = await readyPlayer(10_000)
    const answer = await moneyCall(
      given.server.app,
      'index/Withdraw_recharge',
      { type: 'withdraw', amount: 1_000, accountId, payPassword: PAY_PASSWORD },
      { token: player.token, key: null },
    )
    expect(answer.code).toBe(Code.IdempotencyKeyMissing)
    expect((await getBalances(given.server.db, player.user.id)).wallet).toBe(10_000)
  })
})
