import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'

/**
 * The extended registration of the brazil profile (Ordinance SPA/MF 2.579/2025, docs/compliance.md): the
 * address, e-mail, gender, the account the player deposits from, a photo-ID copy, the sign-up's IP, the
 * loss and time limits, and a face match through the identity provider. Until it is complete a brazil
 * player neither deposits nor plays (the play gate's 'registration'); withdrawals stay open.
 */

export const GENDERS = ['female', 'male', 'other'] as const
export type Gender = (typeof GENDERS)[number]

export const BANK_ACCOUNT_TYPES = ['checking', 'savings', 'payment'] as const
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number]

/** The face match's states: none started, waiting for the provider, passed, failed, or timed out. */
export const FACE_STATES = ['none', 'pending', 'passed', 'failed', 'expired'] as const
export type FaceState = (typeof FACE_STATES)[number]

/** The provider's decisions a signed notice carries. */
const FACE_DECISIONS = ['passed', 'failed', 'expired'] as const

/** The identity provider's notice headers: Unix seconds, and hex HMAC-SHA256 over "<timestamp>.<raw body>". */
export const FACE_TIMESTAMP_HEADER = 'x-face-timestamp'
export const FACE_SIGNATURE_HEADER = 'x-face-signature'

/** A CEP: 8 digits, with or without its hyphen. */
const Cep = Type.String({ maxLength: 10 })

const Address = Type.Object({
  cep: Cep,
  street: Type.String({ maxLength: 120 }),
  number: Type.String({ maxLength: 20 }),
  complement: Type.String({ maxLength: 80 }),
  district: Type.String({ maxLength: 80 }),
  city: Type.String({ maxLength: 80 }),
  /** The state's two letters (SP, RJ...). */
  state: Type.String({ maxLength: 2 }),
})

/** user/cep: the address a CEP names, the number and complement left to the player. */
export const CepBody = ExactObject({ cep: Cep })
export const CepAddress = Type.Object({
  cep: Type.String(),
  street: Type.String(),
  district: Type.String(),
  city: Type.String(),
  state: Type.String(),
})
export type CepAddress = Static<typeof CepAddress>

const BankAccount = Type.Object({
  /** The bank's three-digit COMPE code. */
  bank: Type.String({ maxLength: 3 }),
  /** The branch (agência), 1 to 4 digits, without its check digit. */
  branch: Type.String({ maxLength: 6 }),
  /** The account number with its check digit. */
  account: Type.String({ maxLength: 20 }),
  type: literals(BANK_ACCOUNT_TYPES),
})

/** The limits chosen at registration: a loss limit of at least one period and the session's minutes. */
const RegistrationLimits = Type.Object({
  lossDay: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  lossWeek: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  lossMonth: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  sessionMinutes: Type.Integer({ minimum: 1 }),
})

/** user/complete_registration: the whole set, saved at once. */
export const RegistrationBody = ExactObject({
  address: ExactObject(Address.properties),
  email: Type.String({ maxLength: 254 }),
  gender: literals(GENDERS),
  bankAccount: ExactObject(BankAccount.properties),
  /** An image the player uploaded (index/upload_voucher): the photo ID. */
  documentUploadId: Type.String({ maxLength: 64 }),
  limits: ExactObject(RegistrationLimits.properties),
})
export type RegistrationBody = Static<typeof RegistrationBody>

/** user/registration: what the player still owes, and what they gave. */
export const RegistrationStatus = Type.Object({
  /** The profile asks the set (brazil): false in standard. */
  required: Type.Boolean(),
  /** Set and face match done: deposits and play are open (as far as the registration goes). */
  complete: Type.Boolean(),
  /** The set was saved (the face match may still be owed). */
  saved: Type.Boolean(),
  /** A face match is asked (an identity provider with a face check is configured). */
  faceRequired: Type.Boolean(),
  face: literals(FACE_STATES),
  /** A CEP can be looked up (user/cep). */
  cepLookup: Type.Boolean(),
})
export type RegistrationStatus = Static<typeof RegistrationStatus>

/** user/face_session: the provider's hosted page for this player's face match. */
export const FaceSession = Type.Object({ url: Type.String() })

/** identity/webhook: the provider's decision on a hosted session. */
export const FaceNotice = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 100 }),
  sessionId: Type.String({ minLength: 1, maxLength: 100 }),
  decision: literals(FACE_DECISIONS),
})
export type FaceNotice = Static<typeof FaceNotice>
export const FaceNoticeData = Type.Object({ replayed: Type.Boolean(), face: literals(FACE_STATES) })
