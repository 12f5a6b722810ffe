import type { PayoutAccount, RechargeOrder, WithdrawOrder } from '@src/contract/money'
import type { Balances } from '@src/contract/wallet'
import type { Lang } from '@src/i18n/languages'
import { localize } from '../../db/localized'
import type { Order, payoutAccounts } from '../../db/schema/money'
import type { ChannelRow } from './channels'

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null)

/** Only the last 4 characters show: enough for the player to recognise the account. */
const maskNumber = (value: string): string => `****${value.length > 4 ? value.slice(-4) : ''}`

/** The first name, the rest hidden. */
const maskHolder = (name: string): string => {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return rest.length > 0 ? `${first} ***` : `${first.slice(0, 1)}***`
}

/** How a receiving account appears in lists and records: 'Banco do Brasil ****1234'. */
export const accountLabel = (account: Pick<PayoutAccountRow, 'bankName' | 'number'>): string =>
  `${account.bankName} ${maskNumber(account.number)}`

export const payoutAccountView = (row: PayoutAccountRow): PayoutAccount => ({
  id: row.id,
  kind: row.kind,
  bankName: row.bankName,
  holder: maskHolder(row.holder),
  number: maskNumber(row.number),
  pixKeyType: row.pixKeyType,
  hasQrCode: row.qrUploadId !== null,
  createdAt: row.createdAt.toISOString(),
})

export const rechargeView = (
  order: Order,
  channel: ChannelRow,
  lang: Lang,
  bonus: number,
): RechargeOrder => ({
  id: order.id,
  type: 'recharge',
  status: order.status,
  amount: order.amount,
  bonus,
  channel: { id: channel.id, kind: channel.kind, name: localize(channel.name, lang) },
  brCode: order.brCode,
  txid: order.txid,
  expiresAt: iso(order.expiresAt),
  hasVoucher: order.voucherUploadId !== null,
  createdAt: order.createdAt.toISOString(),
  failureReason: order.failureReason,
  auditedAt: iso(order.auditedAt),
  hold: order.hold,
})

export const withdrawView = (order: Order, account: PayoutAccountRow, balances: Balances): WithdrawOrder => ({
  id: order.id,
  type: 'withdraw',
  status: order.status,
  amount: order.amount,
  account: accountLabel(account),
  createdAt: order.createdAt.toISOString(),
  failureReason: order.failureReason,
  auditedAt: iso(order.auditedAt),
  balances,
})
