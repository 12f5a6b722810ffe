import { Code } from '@src/contract/codes'
import { formatBRL } from '@src/money/format'
import { and, count, eq, gte, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db'
import { type Order, orders, payoutAccounts } from '../../db/schema/money'
import type { User } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { lockPlayer } from '../accounts'
import { dayOf, dayRange } from '../calendar'
import { getBalances, transfer } from '../ledger'
import { assertOwnCpfAccount, forfeitIfExcluded } from '../protection'
import { assertWageringMet } from '../wagering'
import { withdrawLimits } from './limits'
import { assertAmount, replayedOrder } from './orders'
import { checkPayPassword } from './payPassword'
import type { PayoutAccountRow } from './views'

export interface WithdrawRequest {
  amount: number
  accountId: number | undefined
  payPassword: string | undefined
}

/** Withdrawals requested today that were not refused. */
const countToday = async (db: Db, userId: number): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.type, 'withdraw'),
        ne(orders.status, 'failed'),
        gte(orders.createdAt, dayRange(dayOf(new Date())).start),
      ),
    )
  return row?.value ?? 0
}

const activeAccounts = (db: Db, userId: number): Promise<PayoutAccountRow[]> =>
  db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.deletedAt)))

/** A receiving account by id, deleted ones included (records keep showing where money went). */
const findPayoutAccount = async (db: Db, id: number | null): Promise<PayoutAccountRow> => {
  const [account] = id === null ? [] : await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id))
  if (!account) throw new Error(`Payout account ${id} not found`)
  return account
}

/** A player who owes the house (a reversed win already spent) withdraws nothing until later credits repaid it. */
const assertNoDebt = async (db: Db, userId: number): Promise<void> => {
  const { debt } = await getBalances(db, userId)
  if (debt) throw new ApiError(Code.DebtOpen, { amount: formatBRL(debt) })
}

/**
 * Requests a withdrawal: the amount leaves the wallet at once for the player's pending-withdrawal account,
 * in the transaction that writes the order. The checks run in the order the page asks for things, and the
 * password comes last so a mistyped amount does not cost an attempt; the debt, the count and the balance are
 * checked again under the player's lock (which a rollback booking a debt takes too), and the ledger refuses
 * any overdraft.
 */
export const createWithdrawal = async (
  db: Db,
  user: User,
  key: string,
  request: WithdrawRequest,
): Promise<{ order: Order; account: PayoutAccountRow }> => {
  const shape = {
    type: 'withdraw',
    amount: request.amount,
    channelId: null,
    payoutAccountId: request.accountId ?? null,
  } as const
  const existing = await replayedOrder(db, user.id, key, shape)
  if (existing) return { order: existing, account: await findPayoutAccount(db, existing.payoutAccountId) }

  await assertNoDebt(db, user.id)
  const accounts = await activeAccounts(db, user.id)
  if (accounts.length === 0) throw new ApiError(Code.BankFirst)
  if (!user.payPasswordHash) throw new ApiError(Code.PayPasswordFirst)
  const amount = assertAmount(request.amount)
  const account = accounts.find((candidate) => candidate.id === request.accountId)
  if (!account) throw new ApiError(Code.PayoutAccountNotFound)
  await assertOwnCpfAccount(db, user, account)
  const limits = await withdrawLimits(db, user)
  if (amount > limits.maxSingle) {
    throw new ApiError(Code.WithdrawAboveLimit, { amount: formatBRL(limits.maxSingle) })
  }
  if (amount > (await getBalances(db, user.id)).wallet) throw new ApiError(Code.AmountOverBalance)
  await forfeitIfExcluded(db, user.id)
  await assertWageringMet(db, user.id)
  const overCount = async (tx: Db) => {
    if ((await countToday(tx, user.id)) >= limits.dailyCount) {
      throw new ApiError(Code.WithdrawDailyCount, { count: limits.dailyCount })
    }
  }
  await overCount(db)
  await checkPayPassword(db, user.id, request.payPassword ?? '')

  const order = await db.transaction(async (tx) => {
    await lockPlayer(tx, user.id)
    const retried = await replayedOrder(tx, user.id, key, shape)
    if (retried) return retried
    await assertNoDebt(tx, user.id)
    await overCount(tx)
    const [created] = await tx
      .insert(orders)
      .values({ userId: user.id, type: 'withdraw', amount, idempotencyKey: key, payoutAccountId: account.id })
      .returning()
    if (!created) throw new Error('Order not written')
    try {
      await transfer(tx, {
        key: `withdraw:${created.id}`,
        reason: 'withdrawal',
        reference: `order:${created.id}`,
        from: { userId: user.id, kind: 'wallet' },
        to: { userId: user.id, kind: 'withdrawal_pending' },
        amount,
      })
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.InsufficientFunds) {
        throw new ApiError(Code.AmountOverBalance)
      }
      throw error
    }
    return created
  })
  return { order, account }
}
