/**
 * Money test helpers: calls with an Idempotency-Key, funding through the ledger, a withdrawal password,
 * the operator's session, image uploads and signed provider notifications.
 */
import { randomUUID } from 'node:crypto'
import type { App } from '@server/app'
import { users } from '@server/db/schema/users'
import { hashPassword } from '@server/services/accounts/passwords'
import { transfer } from '@server/services/ledger'
import { signPixWebhook } from '@server/services/money/webhookSignature'
import type { Envelope } from '@src/contract/envelope'
import {
  type AdminOrder,
  type AdminOrderPage,
  type ChannelList,
  type OrderData,
  type PayoutAccount,
  type RechargeOrder,
  type UploadedImage,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@src/contract/money'
import { eq } from 'drizzle-orm'
import { call, createPlayer, type Player, type TestServer } from '../helpers'

export interface MoneyCallOptions {
  token?: string
  /** The Idempotency-Key; a new one per call unless given, none at all with null. */
  key?: string | null
  lang?: string
}

/** POST /api/<path> with an Idempotency-Key header, English messages by default. */
export const moneyCall = async <T = unknown>(
  app: App,
  path: string,
  body: unknown,
  { token, key, lang = 'en' }: MoneyCallOptions = {},
): Promise<Envelope<T>> => {
  const idempotency = key === null ? {} : { 'idempotency-key': key ?? randomUUID() }
  const response = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { ...(token ? { token } : {}), vuelang: lang, ...idempotency },
    payload: body as object,
  })
  return response.json()
}

/** POST /api/index/walletTransfer (a conversion between wallet and game balance) with an Idempotency-Key. */
export const convertCall = <T = unknown>(app: App, body: unknown, options: MoneyCallOptions) =>
  moneyCall<T>(app, 'index/walletTransfer', body, options)

/** Puts money in a player's wallet straight through the ledger. */
export const fund = (server: TestServer, userId: number, amount: number) =>
  transfer(server.db, {
    key: `test-fund:${randomUUID()}`,
    reason: 'deposit',
    reference: 'test',
    from: { system: 'deposits' },
    to: { userId, kind: 'wallet' },
    amount,
  })

export const PAY_PASSWORD = '246810'

/** Sets the withdrawal password in the database (user/setpaypwd has its own tests). */
export const setPayPassword = async (server: TestServer, userId: number, password = PAY_PASSWORD) => {
  await server.db
    .update(users)
    .set({ payPasswordHash: await hashPassword(password) })
    .where(eq(users.id, userId))
}

/** The player binds Rita Alves's PIX key (index/bind_card): its holder's CPF, the key (and phone) as given. */
export const bindPixKey = (
  app: App,
  player: Player,
  key: { cpf: string; pixKey: string; pixKeyType: 'EMAIL' | 'CPF'; phone?: string },
) =>
  call<PayoutAccount>(
    app,
    'index/bind_card',
    { firstName: 'Rita', lastName: 'Alves', email: 'rita@example.com', phone: '+5511987654321', ...key },
    { token: player.token },
  )

/** A new player with a pending withdrawal of `amount` to a PIX key, and its order. */
export const pendingWithdrawal = async (server: TestServer, amount: number) => {
  const player: Player = await createPlayer(server.app)
  const account = await bindPixKey(server.app, player, {
    cpf: '12345678909',
    pixKey: 'rita@example.com',
    pixKeyType: 'EMAIL',
  })
  await setPayPassword(server, player.user.id)
  await fund(server, player.user.id, amount)
  const order = await withdrawCall<OrderData>(server.app, player.token, amount, account.data.id)
  return { player, order: order.data }
}

/** The withdrawal as the console's queue shows it (narrowed to `status` if given), or undefined once it left it. */
export const queuedWithdrawal = async (
  server: TestServer,
  operator: string,
  orderId: number,
  status?: AdminOrder['status'],
): Promise<AdminOrder | undefined> => {
  const page = await call<AdminOrderPage>(
    server.app,
    'admin/orders',
    { type: 'withdraw', status, limit: 50 },
    { token: operator },
  )
  return page.data.list.find((order) => order.id === orderId)
}

/** A bank account for the player's payouts (the standard profile's kind); its id. */
export const addBankAccount = async (app: App, player: Player): Promise<number> => {
  const account = await call<PayoutAccount>(
    app,
    'index/add_bank',
    {
      bankName: 'Nubank',
      realName: 'Caio Reis',
      accountNumber: '12345678',
      phone: player.phone,
      virtual: false,
    },
    { token: player.token },
  )
  return account.data.id
}

export const channels = async (app: App): Promise<ChannelList['list']> =>
  (await call<ChannelList>(app, 'index/get_rechlist')).data.list

export const channelId = async (app: App, kind: 'pix' | 'bank' | 'crypto'): Promise<number> => {
  const channel = (await channels(app)).find((candidate) => candidate.kind === kind)
  if (!channel) throw new Error(`no ${kind} channel`)
  return channel.id
}

/** POST /api/index/Withdraw_recharge: the player asks to top up `amount` by PIX; the envelope as answered. */
export const pixTopUpCall = async <T = OrderData>(app: App, token: string, amount: number) =>
  moneyCall<T>(
    app,
    'index/Withdraw_recharge',
    { type: 'recharge', amount, channelId: await channelId(app, 'pix') },
    { token },
  )

/** POST /api/index/Withdraw_recharge: the player asks to withdraw `amount` to an account, with the pay password. */
export const withdrawCall = <T = OrderData>(app: App, token: string, amount: number, accountId: number) =>
  moneyCall<T>(
    app,
    'index/Withdraw_recharge',
    { type: 'withdraw', amount, accountId, payPassword: PAY_PASSWORD },
    { token },
  )

/** A PIX top-up order of the player's. */
export const pixOrder = async (app: App, token: string, amount: number): Promise<RechargeOrder> => {
  const answer = await pixTopUpCall(app, token, amount)
  if (answer.code !== 1 || answer.data.type !== 'recharge') throw new Error(`pix order: ${answer.msg}`)
  return answer.data
}

/** A 1x1 transparent PNG, and the first bytes of a JPEG and a WebP (the type is read from these). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(16),
])

/** A multipart/form-data body with one file part. */
const multipart = (data: Buffer, filename: string, contentType: string, field = 'file') => {
  const boundary = `----ficha${randomUUID()}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export const upload = async (
  app: App,
  token: string | undefined,
  data: Buffer,
  filename = 'screenshot.png',
  contentType = 'image/png',
): Promise<Envelope<UploadedImage>> => {
  const { payload, headers } = multipart(data, filename, contentType)
  const response = await app.inject({
    method: 'POST',
    url: '/api/index/upload_voucher',
    headers: { ...headers, vuelang: 'en', ...(token ? { token } : {}) },
    payload,
  })
  return response.json()
}

/**
 * Posts a provider notification (with the payer's CPF when given), signed with `secret` at `timestamp` (now
 * by default).
 */
export const postWebhook = async (
  app: App,
  event: { eventId: string; txid: string; amount: number; payerCpf?: string },
  { secret = app.config.pix.webhookSecret ?? '', timestamp = Math.floor(Date.now() / 1000), body = '' } = {},
) => {
  const raw = body || JSON.stringify(event)
  const response = await app.inject({
    method: 'POST',
    url: '/api/pay/webhook',
    headers: {
      'content-type': 'application/json',
      vuelang: 'en',
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: signPixWebhook(secret, timestamp, raw),
    },
    payload: raw,
  })
  return response.json() as Envelope<{ orderId: number; status: string; replayed: boolean }>
}

/**
 * The operator proposes paying a top-up by hand: a reason and a proof image they upload themselves (the
 * first half of maker and checker); the envelope as answered.
 */
export const proposeTopUp = async (app: App, token: string, id: number, reason = 'PIX on the statement') => {
  const proof = await upload(app, token, PNG)
  return moneyCall<AdminOrder>(
    app,
    'admin/review',
    { id, action: 'approve', reason, proofId: proof.data.id },
    { token },
  )
}

/** A top-up paid by hand as the console does it: `maker` proposes, `checker` approves; the checker's answer. */
export const payTopUpByHand = async (app: App, id: number, maker: string, checker: string) => {
  const proposed = await proposeTopUp(app, maker, id)
  if (proposed.code !== 1) throw new Error(`proposal refused: ${proposed.code} ${proposed.msg}`)
  return moneyCall<AdminOrder>(app, 'admin/review', { id, action: 'approve' }, { token: checker })
}
