import { createHmac, timingSafeEqual } from 'node:crypto'
import { Code } from '@src/contract/codes'
import { WEBHOOK_TOLERANCE_SECONDS } from '@src/contract/money'
import { ApiError } from '../../envelope'

/** Hex HMAC-SHA256 over `<timestamp>.<raw body>`: signing the time too means it cannot be swapped. */
export const signPixWebhook = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

export interface SignedRequest {
  body: string
  timestamp: string | undefined
  signature: string | undefined
}

/** Throws unless the body carries a valid signature made within the last 5 minutes (either way). */
export const verifyPixWebhook = (
  secret: string,
  { body, timestamp, signature }: SignedRequest,
  nowSeconds = Math.floor(Date.now() / 1000),
): void => {
  const time = Number(timestamp)
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) throw new ApiError(Code.WebhookSignature)
  const expected = Buffer.from(signPixWebhook(secret, time, body), 'hex')
  const given = Buffer.from(signature.replace(/^sha256=/, ''), 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(Code.WebhookSignature)
  }
  if (Math.abs(nowSeconds - time) > WEBHOOK_TOLERANCE_SECONDS) throw new ApiError(Code.WebhookExpired)
}
