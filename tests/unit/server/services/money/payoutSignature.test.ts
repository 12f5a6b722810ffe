import { readFileSync } from 'node:fs'
import { verifyPixWebhook } from '@server/services/money/webhookSignature'
import { signNotice } from '@simulator/pixPayoutServer'
import { describe, expect, it } from 'vitest'

// The payout notice's golden vectors, read from docs/providers.md ("PIX payouts", Signing examples).
const SECRET = 'ficha-example-payout-secret'
const TIMESTAMP = 1767225600
const section = readFileSync('docs/providers.md', 'utf8').split('Signing examples')[1] ?? ''
const vectors = [...section.matchAll(/^\| `(\{.*\})` *\| `([0-9a-f]{64})` *\|$/gm)].map(
  ([, body, signature]) => ({
    body: body ?? '',
    signature: signature ?? '',
  }),
)

describe('the PIX payout notice is signed as the documentation shows', () => {
  it('the documentation holds the examples', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(2)
  })

  it.each(vectors)('the simulator signs $body as documented', ({ body, signature }) => {
    expect(signNotice(SECRET, TIMESTAMP, body)).toBe(signature)
  })

  it.each(vectors)(
    'the server accepts $body with the documented signature, and no other',
    ({ body, signature }) => {
      const signed = { body, timestamp: String(TIMESTAMP), signature }
      expect(() => verifyPixWebhook(SECRET, signed, TIMESTAMP)).not.toThrow()
      expect(() => verifyPixWebhook(SECRET, { ...signed, body: `${body} ` }, TIMESTAMP)).toThrow()
    },
  )
})
