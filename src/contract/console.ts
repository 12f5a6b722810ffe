import { type Static, Type } from '@sinclair/typebox'
import { PENDING_QUEUES, type PendingQueue } from './console-values'
import { literals } from './envelope'

/** The console's second factor (docs/console.md): console/totp_* calls. */

export const TotpStatus = Type.Object({
  /** The account has confirmed its TOTP secret. */
  enrolled: Type.Boolean(),
  /** This session passed the second factor. */
  verified: Type.Boolean(),
  /** CONSOLE_TOTP_REQUIRED: console calls are refused until enrolled and verified. */
  required: Type.Boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
})
export type TotpStatus = Static<typeof TotpStatus>

export const TotpEnrolment = Type.Object({
  /** The base-32 secret, for typing into the app; answered by this call only, never after confirmation. */
  secret: Type.String(),
  /** otpauth://totp/… for the QR code. */
  uri: Type.String(),
})
export type TotpEnrolment = Static<typeof TotpEnrolment>

const SixDigits = Type.String({
  pattern: '^\\s*\\d{6}\\s*$',
  description: "The authenticator app's 6-digit code",
})

export const TotpConfirmBody = Type.Object({ code: SixDigits }, { additionalProperties: false })
export type TotpConfirmBody = Static<typeof TotpConfirmBody>

export const RecoveryCodes = Type.Object({
  /** Ten single-use codes, shown this once. */
  recoveryCodes: Type.Array(Type.String()),
})
export type RecoveryCodes = Static<typeof RecoveryCodes>

export const TotpVerifyBody = Type.Object(
  {
    code: Type.Optional(SixDigits),
    /** One of the recovery codes, in place of the app's code. */
    recoveryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false },
)
export type TotpVerifyBody = Static<typeof TotpVerifyBody>

/** What an administrator may do to other console accounts. */
export const OPERATOR_PERMISSIONS = {
  /** Remove another operator's second factor (a lost phone and lost codes): they set it up again. */
  resetTotp: 'console:operators:resetTotp',
} as const

/** admin/operator_totp_reset: the operator whose second factor goes, and why (kept in the audit). */
export const TotpResetBody = Type.Object(
  {
    userId: Type.Integer({ minimum: 1 }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
)
export type TotpResetBody = Static<typeof TotpResetBody>

/**
 * admin/pending_counts: how many items wait in each queue the operator may open (PENDING_QUEUES), in
 * PENDING_QUEUES' order; a queue the operator may not open is left out, never answered as 0.
 */
export const PendingCounts = Type.Object({
  list: Type.Array(
    Type.Object({
      queue: literals(Object.keys(PENDING_QUEUES) as PendingQueue[]),
      count: Type.Integer({ minimum: 0 }),
    }),
  ),
})
export type PendingCounts = Static<typeof PendingCounts>
