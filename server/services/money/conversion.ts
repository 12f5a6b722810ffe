import { Code } from '@src/contract/codes'
import type { TransferDirection, WalletTransferData } from '@src/contract/money'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { ledgerEntries, ledgerTransactions } from '../../db/schema/wallet'
import { ApiError } from '../../envelope'
import { lockPlayer } from '../accounts'
import { type AccountRef, getBalances, transfer } from '../ledger'
import { assertMayPlay, recordingRefusals } from '../protection'
import { assertAmount } from './orders'

export interface ConversionRequest {
  direction: TransferDirection
  amount?: number
  all?: boolean
}

/** The amount an earlier conversion under this ledger key moved, if there was one. */
const movedBefore = async (tx: Db, key: string, reference: string): Promise<number | null> => {
  const rows = await tx
    .select({ reference: ledgerTransactions.reference, amount: ledgerEntries.amount })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(eq(ledgerTransactions.idempotencyKey, key))
  const [first] = rows
  if (!first) return null
  if (first.reference !== reference) throw new ApiError(Code.IdempotencyKeyReused)
  return Math.abs(first.amount)
}

/**
 * Credit conversion between the wallet and the game balance, one ledger movement. 'All' moves the whole
 * source balance as it is under the player's lock; a retried key answers the first movement (even for
 * 'all', whose amount a retry could not recompute). Toward the game balance, player protection decides
 * under the same lock (services/protection/guard): every path that funds play (this route, a transfer on
 * game open) goes through here. Its refusals are recorded in the protection log.
 */
export const convert = (
  db: Db,
  userId: number,
  clientKey: string,
  request: ConversionRequest,
  now = new Date(),
): Promise<WalletTransferData> =>
  recordingRefusals(db, userId, 'conversion', () => convertOnce(db, userId, clientKey, request, now))

const convertOnce = async (
  db: Db,
  userId: number,
  clientKey: string,
  { direction, amount, all }: ConversionRequest,
  now: Date,
): Promise<WalletTransferData> => {
  if (all !== true) assertAmount(amount)
  const wallet: AccountRef = { userId, kind: 'wallet' }
  const game: AccountRef = { userId, kind: 'game' }
  const [from, to] = direction === 'toGame' ? [wallet, game] : [game, wallet]
  const key = `convert:${userId}:${clientKey}`
  const reference = `convert:${direction}`
  const moved = await db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const before = await movedBefore(tx, key, reference)
    if (before !== null) {
      if (all !== true && before !== amount) throw new ApiError(Code.IdempotencyKeyReused)
      return before
    }
    // Money into play: identity (brazil), no cool-off or self-exclusion, a loss limit not used up.
    if (direction === 'toGame') await assertMayPlay(tx, userId, now)
    const balances = await getBalances(tx, userId)
    const available = direction === 'toGame' ? balances.wallet : balances.game
    const value = all === true ? available : assertAmount(amount)
    if (value <= 0) throw new ApiError(Code.AmountInvalid)
    if (value > available) throw new ApiError(Code.AmountOverBalance)
    try {
      await transfer(tx, { key, reason: 'conversion', reference, from, to, amount: value })
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.InsufficientFunds) {
        throw new ApiError(Code.AmountOverBalance)
      }
      throw error
    }
    return value
  })
  return { amount: moved, balances: await getBalances(db, userId) }
}
