import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info'
import type { APIRequestContext } from '@playwright/test'
import { loadConfig } from '@server/config'
import { signPixWebhook } from '@server/services/money/webhookSignature'
import type { Envelope } from '@src/contract/envelope'
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@src/contract/money'
import type { Balances } from '@src/contract/wallet'
import { call, latestCode } from './api'

/** A player's balances, read through the API. */
export async function balances(request: APIRequestContext, token: string): Promise<Balances> {
  const response = await request.get('/api/index/get_wallet', { headers: { token, vuelang: 'en' } })
  return (await response.json()).data as Balances
}

/** A PIX top-up order, sent as the recharge page sends it; answers the envelope, refused or not. */
export async function pixTopUp(
  request: APIRequestContext,
  token: string,
  amount: number,
): Promise<Envelope<{ brCode: string }>> {
  const channels = await call<{ list: { id: number; kind: string }[] }>(request, 'index/get_rechlist')
  const pix = channels.list.find((channel) => channel.kind === 'pix')
  if (!pix) throw new Error('no PIX channel')
  const response = await request.post('/api/index/Withdraw_recharge', {
    data: { type: 'recharge', amount, channelId: pix.id },
    headers: { token, vuelang: 'en', 'idempotency-key': randomUUID() },
  })
  return (await response.json()) as Envelope<{ brCode: string }>
}

/** Runs the provider command (a signed webhook) against the test server, as the bank would after the player paid. */
export function settleWithProvider(brCode: string, baseURL: string, payerCpf?: string): string {
  const payer = payerCpf ? ['--payer-cpf', payerCpf] : []
  return execFileSync('npx', ['tsx', 'scripts/pix-provider.ts', brCode, '--url', baseURL, ...payer], {
    env: { ...process.env, NODE_ENV: 'test' },
    encoding: 'utf8',
  })
}

/** Reports a PIX paid, as the provider would, from `payerCpf` (brazil credits only the player's own CPF). */
export async function reportPixPaid(request: APIRequestContext, brCode: string, payerCpf?: string) {
  const code = getPixPayloadInfo(brCode)
  const body = JSON.stringify({
    eventId: randomUUID(),
    txid: code?.txid,
    amount: Math.round((code?.amount ?? 0) * 100),
    ...(payerCpf ? { payerCpf } : {}),
  })
  const timestamp = Math.floor(Date.now() / 1000)
  const secret = loadConfig({ ...process.env, NODE_ENV: 'test' }).pix.webhookSecret ?? ''
  await request.post('/api/pay/webhook', {
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: signPixWebhook(secret, timestamp, body),
    },
    data: body,
  })
}

/** A PIX top-up the player pays from their own CPF (all brazil credits), reported as the provider would. */
export async function ownCpfTopUp(
  request: APIRequestContext,
  player: { token: string; cpf: string },
  amount: number,
) {
  const order = await pixTopUp(request, player.token, amount)
  await reportPixPaid(request, order.data.brCode, player.cpf)
}

/** A PIX top-up order the player then pays (settleWithProvider); answers the order's envelope. */
export async function paidPixTopUp(
  request: APIRequestContext,
  token: string,
  amount: number,
  baseURL: string,
) {
  const order = await pixTopUp(request, token, amount)
  settleWithProvider(order.data.brCode, baseURL)
  return order
}

/** Sends a code, waiting out the time between two codes to one phone (the sign-up code was sent just now). */
export async function sendCode(request: APIRequestContext, purpose: string, token: string): Promise<void> {
  for (;;) {
    try {
      await call(request, 'sms/send', { purpose }, token)
      return
    } catch (error) {
      const wait = /answered 1005\D*(\d+) s/.exec(String(error))?.[1]
      if (!wait) throw error
      await new Promise((resolve) => setTimeout(resolve, (Number(wait) + 1) * 1000))
    }
  }
}

/** The player sets the withdrawal password 246810 with an SMS code (user/setpaypwd), as the set-up page does. */
export async function setPayPassword(
  request: APIRequestContext,
  player: { token: string; phone: { e164: string } },
): Promise<void> {
  await sendCode(request, 'paypwd', player.token)
  const code = await latestCode(request, player.phone.e164, 'paypwd')
  await call(
    request,
    'user/setpaypwd',
    { pay_password: '246810', pay_password_confirm: '246810', code },
    player.token,
  )
}

/** Sets the withdrawal password and binds `card` (a PIX key) as the bank page does; the payout account's id. */
export async function payoutAccount(
  request: APIRequestContext,
  player: { token: string; phone: { e164: string } },
  card: Record<string, string>,
): Promise<number> {
  // The withdrawal password's code waits out CODE_RESEND_SECONDS since the sign-up code.
  await setPayPassword(request, player)
  return (await call<{ id: number }>(request, 'index/bind_card', card, player.token)).id
}

/** A withdrawal of `amount` centavos to the account, asked as the withdrawal page asks; the answer's code. */
export async function askWithdrawal(
  request: APIRequestContext,
  token: string,
  accountId: number,
  amount: number,
): Promise<number> {
  const withdrawal = await request.post('/api/index/Withdraw_recharge', {
    data: { type: 'withdraw', amount, accountId, payPassword: '246810' },
    headers: { token, vuelang: 'en', 'idempotency-key': randomUUID() },
  })
  return (await withdrawal.json()).code
}

/**
 * A verified player withdraws `amount` centavos to a PIX key of their own CPF: sets the withdrawal password,
 * binds the key and asks, as the withdrawal page does. Throws unless the server takes the request.
 */
export async function withdrawToOwnKey(
  request: APIRequestContext,
  player: { token: string; cpf: string; phone: { e164: string } },
  amount: number,
): Promise<void> {
  const accountId = await payoutAccount(request, player, {
    firstName: 'Joana',
    lastName: 'Pereira Lima',
    email: 'joana@example.com',
    phone: player.phone.e164,
    pixKeyType: 'CPF',
    pixKey: player.cpf,
    cpf: player.cpf,
  })
  if ((await askWithdrawal(request, player.token, accountId, amount)) !== 1)
    throw new Error('the withdrawal was not taken')
}
