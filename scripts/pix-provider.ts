/**
 * Plays the PIX payment provider for local testing: reports an order paid through the signed webhook.
 *
 *   npx tsx scripts/pix-provider.ts '<BR Code copied from the deposit page>'
 *   npx tsx scripts/pix-provider.ts <txid> --amount 5000 [--url http://localhost:8080] [--event evt-1] [--payer-cpf 11 digits]
 *
 * The amount (centavos) is read from the BR Code unless given; the secret is PIX_WEBHOOK_SECRET (or the
 * development default). Sending the same --event twice shows the replay answer.
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info'
import { settingsOrExit } from '../server/config'
import { signPixWebhook } from '../server/services/money/webhookSignature'
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '../src/contract/money'

const config = settingsOrExit('pix-provider')
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    amount: { type: 'string' },
    url: { type: 'string', default: `http://localhost:${config.port}` },
    event: { type: 'string', default: `sim-${randomUUID()}` },
    // The payer's CPF the brazil profile needs to credit (the player's own); none: held as payerMismatch.
    'payer-cpf': { type: 'string' },
  },
})

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

const [target] = positionals
if (!target) fail('Give a BR Code or a txid (see the comment at the top of scripts/pix-provider.ts).')
const code = target?.startsWith('000201') ? getPixPayloadInfo(target) : null
if (target?.startsWith('000201') && !code) fail('That BR Code is not valid (broken CRC or fields).')
const txid = code ? code.txid : target
// The BR Code writes reais with two decimals; centavos are its digits without the dot.
const amount = values.amount
  ? Number(values.amount)
  : code?.amount
    ? Math.round(code.amount * 100)
    : undefined
if (!txid) fail('The BR Code carries no txid.')
if (!amount || !Number.isSafeInteger(amount)) fail('Give the amount in centavos with --amount.')
const secret = config.pix.webhookSecret ?? fail('Set PIX_WEBHOOK_SECRET.')

const payerCpf = values['payer-cpf']
const body = JSON.stringify({ eventId: values.event, txid, amount, ...(payerCpf ? { payerCpf } : {}) })
const timestamp = Math.floor(Date.now() / 1000)
const response = await fetch(new URL('/api/pay/webhook', values.url), {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: signPixWebhook(secret, timestamp, body),
  },
  body,
})
const answer = await response.text()
console.log(`${response.status} ${answer}`)
// Non-zero unless the server settled (or had settled) the order, for scripts and end-to-end tests.
if (!response.ok || (JSON.parse(answer) as { code?: number }).code !== 1) process.exitCode = 1
