import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'
import {
  CHANNEL_KINDS,
  IDEMPOTENCY_HEADER,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYOUT_KINDS,
  PIX_KEY_TYPES,
  REVIEW_ACTIONS,
  TRANSFER_DIRECTIONS,
  UPLOAD_TYPES,
} from './money-values'
import { Paged, PageFields } from './paging'
import { PAYOUT_REFUSALS, PayoutState } from './payouts'
import { HOLD_REASONS } from './protection'
import { Balances } from './wallet'

// The plain values (kinds, statuses, permissions, limits) live apart, so a client reads them without
// bundling TypeBox; every one of them is also exported from here.
export * from './money-values'

/**
 * Money payloads: top-up channels and orders, withdrawals, payout accounts, records, credit
 * conversion and the operator's review. Amounts are integer centavos everywhere. Texts (channel names,
 * instructions) come in the caller's language (vuelang), falling back to zh.
 *
 * Calls that move money (index/Withdraw_recharge, index/walletTransfer) need an `Idempotency-Key` header
 * (1 to 100 characters, e.g. a UUID made when the player pressed the button; the API client sends it with
 * the `idempotencyKey` option): a retry with the same key is carried out once and answers the first result.
 */

const Iso = Type.String({ description: 'ISO 8601' })
const IsoOrNull = Type.Union([Iso, Type.Null()])
const Cents = (description: string) => Type.Integer({ minimum: 0, description: `${description}, centavos` })
const Id = Type.Integer({ minimum: 1 })
// Channels (index/get_rechlist) ---------------------------------------------------------------------

export const Channel = Type.Object({
  id: Type.Integer(),
  kind: literals(CHANNEL_KINDS),
  name: Type.String(),
  /** Smallest and largest top-up through this channel (never below the site's minimum deposit). */
  minimum: Cents('Smallest top-up'),
  maximum: Cents('Largest top-up'),
  /** Amount buttons, ascending. */
  presets: Type.Array(Cents('A preset amount')),
  /** What the player does, in the caller's language; for manual channels the account or wallet to pay. */
  instructions: Type.String(),
  enabled: Type.Boolean(),
  /** Manual channels: the order needs a screenshot of the transfer (index/upload_voucher first). */
  needsScreenshot: Type.Boolean(),
})
export type Channel = Static<typeof Channel>

/** index/get_rechlist (public): the enabled channels in display order, and the site's minimum deposit. */
export const ChannelList = Type.Object({
  minDeposit: Cents('The site-wide minimum deposit'),
  list: Type.Array(Channel),
})
export type ChannelList = Static<typeof ChannelList>

// Orders (index/Withdraw_recharge) --------------------------------------------------------------------

/**
 * index/Withdraw_recharge. Recharge: amount and channelId, plus voucherId (an uploaded screenshot) for a
 * channel that needs one. Withdraw: amount, accountId and payPassword. `amount` is any JSON number so that
 * a wrong one gets 'Enter the correct amount' rather than a generic 400.
 */
/** The money calls' optional Idempotency-Key: a retried call with the same key is carried out once. */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(Type.String({ maxLength: 200 })),
})

export const OrderBody = ExactObject({
  type: literals(ORDER_TYPES),
  amount: Type.Number({ description: 'Centavos: a positive integer' }),
  channelId: Type.Optional(Type.Integer()),
  voucherId: Type.Optional(Type.String({ maxLength: 64, description: 'From index/upload_voucher' })),
  accountId: Type.Optional(Type.Integer()),
  payPassword: Type.Optional(Type.String({ maxLength: 16 })),
})
export type OrderBody = Static<typeof OrderBody>

const ChannelRef = Type.Object({ id: Type.Integer(), kind: literals(CHANNEL_KINDS), name: Type.String() })

/** A top-up order as the deposit page shows it (/pages/mine/savings-account/index). */
export const RechargeOrder = Type.Object({
  id: Type.Integer(),
  type: Type.Literal('recharge'),
  status: literals(ORDER_STATUSES),
  amount: Cents('The top-up'),
  /** Unpaid: what the rewards would add once paid; paid: what they credited (0 when no promotion applied). */
  bonus: Cents('Bonus it would earn while unpaid, the bonus credited once paid'),
  channel: ChannelRef,
  /** PIX only: the 'copia e cola' BR Code (show it as a QR code and a copy button), and its txid. */
  brCode: Type.Union([Type.String(), Type.Null()]),
  txid: Type.Union([Type.String(), Type.Null()]),
  /** PIX only: pay before this time (countdown); null for manual channels. */
  expiresAt: IsoOrNull,
  /** Manual channels: the screenshot sent with the order. */
  hasVoucher: Type.Boolean(),
  createdAt: Iso,
  failureReason: Type.Union([Type.String(), Type.Null()]),
  auditedAt: IsoOrNull,
  /** Paid but not credited: held for the operator to refund it to its payer (why), else null. */
  hold: Type.Union([literals(HOLD_REASONS), Type.Null()]),
})
export type RechargeOrder = Static<typeof RechargeOrder>

/** A withdrawal as answered by index/Withdraw_recharge: the amount already left the wallet. */
export const WithdrawOrder = Type.Object({
  id: Type.Integer(),
  type: Type.Literal('withdraw'),
  status: literals(ORDER_STATUSES),
  amount: Cents('The withdrawal'),
  /** The receiving account, masked. */
  account: Type.String(),
  createdAt: Iso,
  failureReason: Type.Union([Type.String(), Type.Null()]),
  auditedAt: IsoOrNull,
  balances: Balances,
})
export type WithdrawOrder = Static<typeof WithdrawOrder>

export const OrderData = Type.Union([RechargeOrder, WithdrawOrder])
export type OrderData = Static<typeof OrderData>

/** index/recharge_info: one of the player's top-up orders again (reopening the deposit page). */
export const OrderIdBody = ExactObject({ id: Id })
export type OrderIdBody = Static<typeof OrderIdBody>

// Uploads (index/upload_voucher) ------------------------------------------------------------------------

/**
 * index/upload_voucher: multipart/form-data with one file field `file` (PNG, JPEG or WebP, at most 5 MB).
 * The image is readable only by its owner and by operators, at GET `url` with the token header (fetch it
 * and show it as a blob URL: an <img src> cannot send the header).
 */
export const UploadedImage = Type.Object({
  id: Type.String({ description: 'Pass it as voucherId (top-up) or qrCode (add_bank)' }),
  url: Type.String({ description: 'GET with the token header, e.g. /api/index/upload/<id>' }),
  type: literals(UPLOAD_TYPES),
  size: Type.Integer(),
})
export type UploadedImage = Static<typeof UploadedImage>

// Payout accounts (index/is_bank, add_bank, bind_card, bank_list, del_bank) ----------------------------

/** index/is_bank: can the player withdraw yet? */
export const IsBankData = Type.Object({
  hasAccount: Type.Boolean(),
  hasPayPassword: Type.Boolean(),
  count: Type.Integer(),
})
export type IsBankData = Static<typeof IsBankData>

const Text = (maxLength: number) => Type.String({ maxLength })

/**
 * index/add_bank. Bank: bankName, realName, accountNumber (digits), phone (E.164), optional branch, qrCode
 * (an upload id), reservedPhone, memo (140 characters). Virtual (crypto): bankName is the network
 * (e.g. 'USDT-TRC20') and accountNumber the wallet address.
 */
export const AddBankBody = ExactObject({
  bankName: Text(60),
  realName: Text(60),
  accountNumber: Text(100),
  phone: Text(32),
  branch: Type.Optional(Text(20)),
  qrCode: Type.Optional(Text(64)),
  reservedPhone: Type.Optional(Text(32)),
  memo: Type.Optional(Text(140)),
  virtual: Type.Boolean(),
})
export type AddBankBody = Static<typeof AddBankBody>

/**
 * index/bind_card: a PIX payout key: the holder's name and CPF, the key and its type (of type CPF, the key
 * is the CPF itself). E-mail and phone are optional: a PIX payout needs neither.
 */
export const BindCardBody = ExactObject({
  firstName: Text(60),
  lastName: Text(60),
  email: Type.Optional(Text(254)),
  phone: Type.Optional(Text(32)),
  cpf: Text(20),
  pixKey: Text(100),
  pixKeyType: literals(PIX_KEY_TYPES),
})
export type BindCardBody = Static<typeof BindCardBody>

/** A receiving account in the player's list: numbers masked. */
export const PayoutAccount = Type.Object({
  id: Type.Integer(),
  kind: literals(PAYOUT_KINDS),
  /** Bank name, crypto network, or 'PIX'. */
  bankName: Type.String(),
  /** The holder's name (masked after the first word). */
  holder: Type.String(),
  /** Account number, wallet address or PIX key, masked: only the last characters show. */
  number: Type.String(),
  pixKeyType: Type.Union([literals(PIX_KEY_TYPES), Type.Null()]),
  hasQrCode: Type.Boolean(),
  createdAt: Iso,
})
export type PayoutAccount = Static<typeof PayoutAccount>

export const PayoutAccountList = Type.Object({ list: Type.Array(PayoutAccount) })
export type PayoutAccountList = Static<typeof PayoutAccountList>

export const DelBankBody = ExactObject({ id: Id })
export type DelBankBody = Static<typeof DelBankBody>

// Records (index/Wit_rech_list) -----------------------------------------------------------------------

/** The orders of a type, of one status or any, a page of them: the player's records and the console's queue. */
export const OrderListBody = ExactObject({
  type: literals(ORDER_TYPES),
  status: Type.Optional(literals(ORDER_STATUSES)),
  ...PageFields,
})
export type OrderListBody = Static<typeof OrderListBody>

/** What every order shows first, to the player and to the operator alike. */
const OrderHead = {
  id: Type.Integer(),
  type: literals(ORDER_TYPES),
  status: literals(ORDER_STATUSES),
  amount: Cents('Amount'),
}

export const MoneyRecord = Type.Object({
  ...OrderHead,
  /** Top-ups: the channel's name; withdrawals: the receiving account, masked. */
  target: Type.String(),
  createdAt: Iso,
  /**
   * Why it was refused: the operator's words, or for a withdrawal the payout provider refused, `refusal`'s
   * sentence in the caller's language (never the provider's own words).
   */
  failureReason: Type.Union([Type.String(), Type.Null()]),
  /** A withdrawal the payout provider refused: why, for the player (money.refusal.<value>); else null. */
  refusal: Type.Union([literals(PAYOUT_REFUSALS), Type.Null()]),
  auditedAt: IsoOrNull,
  /** A PIX top-up's deadline: while unpaid and before it, the order reopens on its payment page. */
  expiresAt: IsoOrNull,
  /** A top-up paid but held for the operator to refund it to its payer (why), else null. */
  hold: Type.Union([literals(HOLD_REASONS), Type.Null()]),
})
export type MoneyRecord = Static<typeof MoneyRecord>

/** Newest first. */
export const RecordPage = Paged(MoneyRecord)
export type RecordPage = Static<typeof RecordPage>

// Credit conversion (index/walletTransfer) --------------------------------------------------------------

/** Either an amount, or all: true to move the whole source balance. */
export const WalletTransferBody = ExactObject({
  direction: literals(TRANSFER_DIRECTIONS),
  amount: Type.Optional(Type.Number({ description: 'Centavos: a positive integer' })),
  all: Type.Optional(Type.Boolean()),
})
export type WalletTransferBody = Static<typeof WalletTransferBody>

export const WalletTransferData = Type.Object({ amount: Cents('Moved'), balances: Balances })
export type WalletTransferData = Static<typeof WalletTransferData>

// Operator console (admin/orders, admin/review) -----------------------------------------------------------

/** Who proposed paying an order by hand, why, with what proof (GET with the token header), and when. */
const OrderProposal = Type.Object({
  operator: Type.Object({ id: Type.Integer(), phone: Type.String() }),
  reason: Type.Union([Type.String(), Type.Null()]),
  proofUrl: Type.Union([Type.String(), Type.Null()]),
  at: Iso,
})

/** The receiving account in full, for the operator who pays it. */
export const PayoutDetails = Type.Object({
  kind: literals(PAYOUT_KINDS),
  bankName: Type.String(),
  holder: Type.String(),
  number: Type.String(),
  branch: Type.String(),
  phone: Type.String(),
  reservedPhone: Type.String(),
  memo: Type.String(),
  email: Type.String(),
  cpf: Type.String(),
  pixKeyType: Type.Union([literals(PIX_KEY_TYPES), Type.Null()]),
  /** The payment QR code image (GET with the token header), if any. */
  qrCodeUrl: Type.Union([Type.String(), Type.Null()]),
})
export type PayoutDetails = Static<typeof PayoutDetails>

export const AdminOrder = Type.Object({
  ...OrderHead,
  player: Type.Object({ id: Type.Integer(), phone: Type.String() }),
  /** Top-ups: the channel. */
  channel: Type.Union([ChannelRef, Type.Null()]),
  txid: Type.Union([Type.String(), Type.Null()]),
  /** Top-ups through a manual channel: the screenshot (GET with the token header). */
  voucherUrl: Type.Union([Type.String(), Type.Null()]),
  /** Withdrawals: where to pay. */
  payout: Type.Union([PayoutDetails, Type.Null()]),
  createdAt: Iso,
  expiresAt: IsoOrNull,
  failureReason: Type.Union([Type.String(), Type.Null()]),
  auditedAt: IsoOrNull,
  reviewer: Type.Union([Type.Object({ id: Type.Integer(), phone: Type.String() }), Type.Null()]),
  /**
   * Top-ups paid but not credited: why the money waits for the operator to refund it to its payer (payer
   * not the player, a deposit limit, a self-exclusion, no verified identity). Such an order can only be
   * rejected (refunded); null for every other order.
   */
  hold: Type.Union([literals(HOLD_REASONS), Type.Null()]),
  /** Withdrawals: the PIX payout's state, why it waits for a human, and its 120-minute mark; null for top-ups. */
  payoutState: Type.Union([PayoutState, Type.Null()]),
  /**
   * Maker and checker: the first operator's proposal to pay this order by hand (a top-up, or a held withdrawal
   * above PAYOUT_AUTO_MAX), waiting for a different operator's approval; null when none was made.
   */
  proposal: Type.Union([OrderProposal, Type.Null()]),
})
export type AdminOrder = Static<typeof AdminOrder>

/** admin/orders: a queue. Unpaid orders come oldest first (work order), decided ones newest first. */
export const AdminOrderPage = Type.Intersect([
  Paged(AdminOrder),
  Type.Object({
    /** The operator roles that may approve a proposal (another operator than its proposer). */
    checkerRoles: Type.Array(Type.String()),
  }),
])
export type AdminOrderPage = Static<typeof AdminOrderPage>

/**
 * admin/review: approve (paid) or reject (failed) with a reason (required to reject, 1 to 200 characters).
 * The first approval of a top-up is a proposal: it needs the reason and proofId (an image the operator
 * uploaded with index/upload_voucher); a different operator's approval then pays it.
 */
export const ReviewBody = ExactObject({
  id: Id,
  action: literals(REVIEW_ACTIONS),
  reason: Type.Optional(Text(200)),
  proofId: Type.Optional(Type.String({ maxLength: 64, description: 'From index/upload_voucher' })),
})
export type ReviewBody = Static<typeof ReviewBody>

// Payment provider webhook (POST /api/pay/webhook; not called by the portal) -------------------------------

/**
 * Headers: `x-pix-timestamp` (Unix seconds) and `x-pix-signature` = hex HMAC-SHA256 with the shared secret
 * over `<timestamp>.<raw body>`. Refused when older than 5 minutes. Idempotent by eventId and by order.
 */
export const PixWebhookBody = ExactObject({
  eventId: Type.String({ minLength: 1, maxLength: 100 }),
  txid: Type.String({ minLength: 1, maxLength: 35 }),
  amount: Type.Integer({ minimum: 1, description: 'Centavos received' }),
  /**
   * The payer's CPF as the provider reports it (11 digits, punctuation allowed). In the brazil profile a
   * payment whose payer is not the player (or without it) is held for refund, not credited.
   */
  payerCpf: Type.Optional(Type.String({ maxLength: 20 })),
})
export type PixWebhookBody = Static<typeof PixWebhookBody>

export const PixWebhookData = Type.Object({
  orderId: Type.Integer(),
  status: literals(ORDER_STATUSES),
  /** True when this event or this order had already been settled: nothing moved this time. */
  replayed: Type.Boolean(),
})
export type PixWebhookData = Static<typeof PixWebhookData>
export const WEBHOOK_SIGNATURE_HEADER = 'x-pix-signature'
export const WEBHOOK_TIMESTAMP_HEADER = 'x-pix-timestamp'
/** A webhook older (or further ahead) than this is refused: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** index/upload/:id, an uploaded image. */
export const UploadParams = Type.Object({ id: Type.String({ maxLength: 64 }) })
