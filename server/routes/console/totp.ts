import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Code } from '@src/contract/codes'
import {
  RecoveryCodes,
  TotpConfirmBody,
  TotpEnrolment,
  TotpStatus,
  TotpVerifyBody,
} from '@src/contract/console'
import { EnvelopeSchema } from '@src/contract/envelope'
import type { FastifyRequest } from 'fastify'
import { ApiError, ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { passSecondFactor } from '../../services/accounts/consoleSessions'
import { isConsoleAccount } from '../../services/accounts/operatorRoles'
import {
  confirmEnrolment,
  secondFactorStatus,
  startEnrolment,
  verifySecondFactor,
} from '../../services/accounts/secondFactor'
import { findSessionById } from '../../services/accounts/sessions'
import { recordAudit } from '../../services/audit'

/** Logged in, and a console account (some role or permission): a player is refused 403. */
const requireConsoleAccount = [
  requireAuth,
  async (request: FastifyRequest) => {
    if (!isConsoleAccount(currentUser(request))) throw new ApiError(Code.Forbidden)
  },
]

const callOf = (request: FastifyRequest) => ({
  ip: request.ip,
  agent: String(request.headers['user-agent'] ?? ''),
})

/**
 * The console's second factor (issue 26, docs/console.md): POST /api/console/totp_status, totp_enrol,
 * totp_confirm and totp_verify. Outside /api/admin/ so that an operator may reach them before passing it.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  const status = async (request: FastifyRequest) => {
    const user = currentUser(request)
    const session = request.sessionId === null ? null : await findSessionById(app.db, request.sessionId)
    const { enrolled, recoveryCodesLeft } = await secondFactorStatus(app.db, user.id)
    return {
      enrolled,
      verified: Boolean(session?.secondFactorAt),
      required: app.config.console.totpRequired,
      recoveryCodesLeft,
    }
  }

  app.post(
    '/console/totp_status',
    {
      preHandler: requireConsoleAccount,
      schema: {
        tags: ['console'],
        summary: "The console account's second factor: set up, passed in this session, required",
        description: 'Errors: 401, 403 (not a console account).',
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(TotpStatus) },
      },
    },
    async (request) => ok(request, await status(request)),
  )

  app.post(
    '/console/totp_enrol',
    {
      preHandler: requireConsoleAccount,
      schema: {
        tags: ['console'],
        summary: 'Start setting up the second factor: a new TOTP secret and its otpauth URI',
        description:
          'The secret is answered by this call only; once confirmed (console/totp_confirm) it is never shown again. Calling it again before confirming starts over with a new secret. Errors: 401, 403, 1704 already set up.',
        security: [{ token: [] }],
        response: { 200: EnvelopeSchema(TotpEnrolment) },
      },
    },
    async (request) =>
      ok(request, await startEnrolment(app.db, currentUser(request), app.config.console.totpKey)),
  )

  app.post(
    '/console/totp_confirm',
    {
      preHandler: requireConsoleAccount,
      schema: {
        tags: ['console'],
        summary: "Confirm the second factor with the app's first code: answers ten recovery codes",
        description:
          'The session counts as having passed the second factor, bound to this address and browser. Errors: 401, 403, 1702 wrong code, 1703 too many wrong codes, 1705 no enrolment started.',
        security: [{ token: [] }],
        body: TotpConfirmBody,
        response: { 200: EnvelopeSchema(RecoveryCodes) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const recoveryCodes = await app.db.transaction(async (tx) => {
        const codes = await confirmEnrolment(tx, user.id, request.body.code, app.config.console.totpKey)
        await recordAudit(tx, {
          actorId: user.id,
          action: 'totp.enrol',
          target: `user:${user.id}`,
          ip: request.ip,
        })
        return codes
      })
      if (request.sessionId !== null) await passSecondFactor(app.db, request.sessionId, callOf(request))
      return ok(request, { recoveryCodes })
    },
  )

  app.post(
    '/console/totp_verify',
    {
      preHandler: requireConsoleAccount,
      schema: {
        tags: ['console'],
        summary: "Pass the second factor for this session: the app's code or one recovery code",
        description:
          'A code is accepted once; a recovery code is used up. The session is then bound to this address and browser: a console call from another ends it. Errors: 401, 403, 1702 wrong code, 1703 too many wrong codes, 1705 not set up.',
        security: [{ token: [] }],
        body: TotpVerifyBody,
        response: { 200: EnvelopeSchema(TotpStatus) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const how = await verifySecondFactor(app.db, user.id, request.body, app.config.console.totpKey)
      if (request.sessionId !== null) await passSecondFactor(app.db, request.sessionId, callOf(request))
      if (how === 'recovery')
        await recordAudit(app.db, {
          actorId: user.id,
          action: 'totp.recovery_code_used',
          target: `user:${user.id}`,
          ip: request.ip,
        })
      return ok(request, await status(request))
    },
  )
}

export default route
