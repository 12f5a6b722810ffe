import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@src/contract/money'
import { PayoutWebhookBody } from '@src/contract/payouts'
import { signedWebhook } from '../../plugins/signedWebhook'
import { settlePayoutEvent } from '../../services/money'

/**
 * POST /api/payouts/webhook: the PIX payout provider reports a transfer's outcome. Signed like the deposit
 * provider's notices (the same headers and scheme) with PAYOUT_WEBHOOK_SECRET; the body stays text until the
 * signature holds.
 */
export default signedWebhook(
  'payouts/webhook',
  {
    summary: 'PIX payout notification (payout provider)',
    description: `JSON body {eventId, idempotencyKey, status (paid, failed or pending), providerRef?, reason?}; headers ${WEBHOOK_TIMESTAMP_HEADER} (Unix seconds) and ${WEBHOOK_SIGNATURE_HEADER} (hex HMAC-SHA256 with PAYOUT_WEBHOOK_SECRET over "<timestamp>.<raw body>"). Paid pays the withdrawal; failed refuses it and returns the money to the wallet. Replays (same eventId, or a payout already settled) answer replayed: true and move nothing. Errors: 1450 bad signature, 1451 timestamp more than 5 minutes off, 1453 no secret configured, 1420 unknown idempotencyKey, 400 bad body.`,
  },
  PayoutWebhookBody,
  (app) => ({
    secret: app.config.payouts.webhookSecret,
    settle: (event) => settlePayoutEvent(app.db, event),
    log: 'payout webhook',
  }),
)
