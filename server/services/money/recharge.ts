import { randomInt } from 'node:crypto'
import { Code } from '@src/contract/codes'
import { formatBRL } from '@src/money/format'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db'
import { type Order, orders } from '../../db/schema/money'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { lockPlayer } from '../accounts'
import { banListOf } from '../banList'
import { assertDepositCleared, assertMayDeposit, recordingRefusals } from '../protection'
import { buildBrCode } from './brcode'
import { type ChannelRow, channelMinimum, findChannel, minDeposit } from './channels'
import { assertAmount, replayedOrder } from './orders'
import { findOwnUpload } from './uploads'

const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 25 random letters and digits (the BR Code's longest txid): unguessable, unique in practice and by index. */
const newTxid = (): string => Array.from({ length: 25 }, () => TXID_ALPHABET[randomInt(62)]).join('')

export interface RechargeRequest {
  amount: number
  channelId: number | undefined
  voucherId: string | undefined
}

/** A screenshot of the player's that no other order uses yet. */
const assertVoucher = async (db: Db, userId: number, voucherId: string | undefined): Promise<string> => {
  const upload = voucherId ? await findOwnUpload(db, userId, voucherId) : null
  if (!upload) throw new ApiError(Code.ScreenshotRequired)
  const [used] = await db.select({ id: orders.id }).from(orders).where(eq(orders.voucherUploadId, upload.id))
  if (used) throw new ApiError(Code.ScreenshotRequired)
  return upload.id
}

const assertChannel = async (db: Db, config: Config, channelId: number | undefined): Promise<ChannelRow> => {
  const channel = channelId === undefined ? null : await findChannel(db, channelId)
  if (!channel) throw new ApiError(Code.ChannelRequired)
  // Brazil: money in by PIX only, from an account of the player's own CPF (no screenshots, no crypto).
  if (config.compliance.profile === 'brazil' && channel.kind !== 'pix') {
    throw new ApiError(Code.MethodNotAllowed)
  }
  if (!channel.enabled || (channel.kind === 'pix' && !config.pix.key)) {
    throw new ApiError(Code.ChannelUnavailable)
  }
  return channel
}

/** The channel a top-up order was made through. */
export const orderChannel = async (db: Db, order: Order): Promise<ChannelRow> => {
  const channel = order.channelId === null ? null : await findChannel(db, order.channelId)
  if (!channel) throw new Error(`Top-up order ${order.id} has no channel`)
  return channel
}

/**
 * Creates a top-up order, 'unpaid': PIX with its BR Code and expiry, a manual channel with its screenshot.
 * Nothing moves yet; the provider's webhook or an operator settles it.
 */
export const createRecharge = (
  db: Db,
  config: Config,
  userId: number,
  key: string,
  request: RechargeRequest,
  now = new Date(),
): Promise<{ order: Order; channel: ChannelRow }> =>
  recordingRefusals(db, userId, 'recharge', () => placeRecharge(db, config, userId, key, request, now))

const placeRecharge = async (
  db: Db,
  config: Config,
  userId: number,
  key: string,
  request: RechargeRequest,
  now: Date,
): Promise<{ order: Order; channel: ChannelRow }> => {
  const existing = await replayedOrder(db, userId, key, {
    type: 'recharge',
    amount: request.amount,
    channelId: request.channelId ?? null,
    payoutAccountId: null,
  })
  if (existing) return { order: existing, channel: await orderChannel(db, existing) }
  const amount = assertAmount(request.amount)
  const channel = await assertChannel(db, config, request.channelId)
  const minimum = channelMinimum(channel, await minDeposit(db))
  if (amount < minimum) throw new ApiError(Code.AmountBelowMinimum, { amount: formatBRL(minimum) })
  if (amount > channel.maxAmount) {
    throw new ApiError(Code.AmountAboveMaximum, { amount: formatBRL(channel.maxAmount) })
  }
  // The national ban list (brazil): a CPF not checked today is checked now; no answer refuses (fail closed).
  const [player] = await db.select({ id: users.id, cpf: users.cpf }).from(users).where(eq(users.id, userId))
  if (player) await assertDepositCleared(db, banListOf(config.compliance.banList), player, now)
  const order = await db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const retried = await replayedOrder(tx, userId, key, {
      type: 'recharge',
      amount,
      channelId: channel.id,
      payoutAccountId: null,
    })
    if (retried) return retried
    // Player protection under the same lock (identity, exclusion, deposit limits counting the open orders):
    // top-ups sent at once are counted one after the other.
    await assertMayDeposit(tx, userId, amount, now)
    // Under the player's lock: two orders racing for one screenshot cannot both take it.
    const voucherId = channel.needsScreenshot ? await assertVoucher(tx, userId, request.voucherId) : null
    const { pix } = config
    const txid = channel.kind === 'pix' && pix.key ? newTxid() : null
    const [created] = await tx
      .insert(orders)
      .values({
        userId,
        type: 'recharge',
        amount,
        idempotencyKey: key,
        channelId: channel.id,
        txid,
        brCode:
          txid && pix.key
            ? buildBrCode({
                key: pix.key,
                merchantName: pix.merchantName,
                merchantCity: pix.merchantCity,
                mcc: pix.mcc,
                amount,
                txid,
              })
            : null,
        expiresAt: txid ? new Date(Date.now() + pix.orderTtlMinutes * 60_000) : null,
        voucherUploadId: voucherId,
      })
      .returning()
    if (!created) throw new Error('Order not written')
    return created
  })
  return { order, channel }
}
