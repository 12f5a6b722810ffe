import { PixWebhookBody, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@src/contract/money'
import { signedWebhook } from '../../plugins/signedWebhook'
import { settlePixPayment } from '../../services/money'

/**
 * POST /api/pay/webhook: the payment provider reports a PIX order paid. The signature covers the raw bytes,
 * so this route keeps the body as text and parses it only once the signature holds.
 */
export default signedWebhook(
  'pay/webhook',
  {
    summary: 'PIX payment notification (provider)',
    description: `JSON body {eventId, txid, amount (centavos)}; headers ${WEBHOOK_TIMESTAMP_HEADER} (Unix seconds) and ${WEBHOOK_SIGNATURE_HEADER} (hex HMAC-SHA256 with PIX_WEBHOOK_SECRET over "<timestamp>.<raw body>"). Replays (same eventId, or an order already paid) answer replayed: true and move nothing. Errors: 1450 bad signature, 1451 timestamp more than 5 minutes off, 1452 amount differs, 1453 no secret configured, 1420 unknown txid, 1421 order already rejected, 400 bad body.`,
  },
  PixWebhookBody,
  (app) => ({
    secret: app.config.pix.webhookSecret,
    settle: (event) => settlePixPayment(app.db, event),
    log: 'pix webhook',
  }),
)
