import { FACE_SIGNATURE_HEADER, FACE_TIMESTAMP_HEADER, FaceNotice } from '@src/contract/registration'
import { signedWebhook } from '../../plugins/signedWebhook'
import { settleFaceNotice } from '../../services/identity'
import { completeIfDone, registrationRules } from '../../services/registration'

/**
 * POST /api/identity/webhook: the identity provider's decision on a hosted face session. The signature covers
 * the raw bytes, so this route keeps the body as text and parses it only once the signature holds.
 */
export default signedWebhook(
  'identity/webhook',
  {
    summary: 'Face match decision (identity provider)',
    description: `JSON body {eventId, sessionId, decision: passed | failed | expired}; headers ${FACE_TIMESTAMP_HEADER} (Unix seconds) and ${FACE_SIGNATURE_HEADER} (hex HMAC-SHA256 with FACE_WEBHOOK_SECRET over "<timestamp>.<raw body>"). A passed match completes the extended registration when the rest of it is saved. Replays (same eventId, or a session already decided) answer replayed: true and change nothing. Errors: 1450 bad signature, 1451 timestamp more than 5 minutes off, 1453 no secret configured, 1961 unknown session, 400 bad body.`,
  },
  FaceNotice,
  (app) => ({
    secret: app.config.compliance.face.webhookSecret,
    headers: { timestamp: FACE_TIMESTAMP_HEADER, signature: FACE_SIGNATURE_HEADER },
    settle: (notice) =>
      settleFaceNotice(app.db, notice, (tx, userId) =>
        completeIfDone(tx, userId, registrationRules(app.config.compliance).faceRequired),
      ),
    log: 'face notice',
  }),
)
