/**
 * The money contract's plain values (src/contract/money.ts re-exports them): no TypeBox here, so the
 * portal and the widgets import kinds, statuses, permissions and limits without the schema library.
 */

/** The header that makes a money call idempotent. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100

/** Permissions of the operator console (the server checks them; the portal hides what is not granted). */
export const MONEY_PERMISSIONS = {
  /** See the queues and the orders' screenshots and payout details (admin/orders, screenshots). */
  listOrders: 'finance:order:list',
  /** Approve or reject an order (admin/review). */
  reviewOrder: 'finance:order:review',
} as const

/** Screenshots and QR codes: image types only (checked by content), at most 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type UploadType = (typeof UPLOAD_TYPES)[number]

/** pix: an order with a BR Code settled by the provider; bank and crypto: manual, with a screenshot. */
export const CHANNEL_KINDS = ['pix', 'bank', 'crypto'] as const
export type ChannelKind = (typeof CHANNEL_KINDS)[number]

export const ORDER_TYPES = ['recharge', 'withdraw'] as const
export type OrderType = (typeof ORDER_TYPES)[number]
/** unpaid: waiting (payment or review); paid: settled; failed: rejected, with a reason. Final once not unpaid. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'failed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'] as const
export type PixKeyType = (typeof PIX_KEY_TYPES)[number]

/** bank and crypto from index/add_bank (virtual: crypto), pix from index/bind_card. */
export const PAYOUT_KINDS = ['bank', 'crypto', 'pix'] as const
export type PayoutKind = (typeof PAYOUT_KINDS)[number]

/** At most this many receiving accounts per player. */
export const MAX_PAYOUT_ACCOUNTS = 5

/** toGame: wallet -> game balance; toWallet: game balance -> wallet. */
export const TRANSFER_DIRECTIONS = ['toGame', 'toWallet'] as const
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number]

export const REVIEW_ACTIONS = ['approve', 'reject'] as const
export type ReviewAction = (typeof REVIEW_ACTIONS)[number]
