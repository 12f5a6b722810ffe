import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'
import { Exclusion, IDENTITY_STATES } from './protection'
import { Balances } from './wallet'

/**
 * Account payloads (spec §7: user/*). Field names in requests are the spec's; the server checks
 * shapes here and business rules (phone format, password length) itself, so each rule has its own code.
 */

/** Phone number in E.164 with the country prefix, e.g. +5511987654321. */
const Phone = Type.String({ maxLength: 32, description: 'Phone number in E.164, with the country prefix' })
const Password = Type.String({ maxLength: 256, description: '8 to 64 characters' })
const SmsCode = Type.String({ maxLength: 16, description: 'The 6-digit verification code' })
const PayPassword = Type.String({ maxLength: 16, description: 'Exactly 6 digits' })

export const LoginBody = ExactObject({ username: Phone, password: Password })
export type LoginBody = Static<typeof LoginBody>

/** user/reauth and game/reauth: the login password again after REAUTH_IDLE_MINUTES idle (code 1030). */
export const ReauthBody = ExactObject({ password: Password })
export type ReauthBody = Static<typeof ReauthBody>

export const RegisterBody = ExactObject({
  username: Phone,
  password: Password,
  /** The code sent to `username` for purpose register. */
  codes: SmsCode,
  /** The inviter's code; empty or absent when nobody invited the player. */
  invitation_code: Type.Optional(Type.String({ maxLength: 32 })),
  /** The player accepted the User Agreement and Privacy Policy. */
  agree: Type.Boolean(),
  /**
   * Identity (required in the brazil profile, optional in standard; webconfig/index `compliance`): the
   * CPF, 11 digits with or without its punctuation, one account per CPF...
   */
  cpf: Type.Optional(Type.String({ maxLength: 20 })),
  /** ...the full name as on the CPF (a first and a last name)... */
  fullName: Type.Optional(Type.String({ maxLength: 200 })),
  /** ...and the date of birth, YYYY-MM-DD: 18 or older on the day of sign-up (São Paulo time). */
  birthDate: Type.Optional(Type.String({ maxLength: 10 })),
  /**
   * The click id partner/click gave on the partner's page or tracked link (docs/partners.md): the new player
   * is attributed to that click's partner when it is within the attribution window.
   */
  click: Type.Optional(Type.String({ maxLength: 40 })),
})
export type RegisterBody = Static<typeof RegisterBody>

/** Forgot password (user/change_pwd): a new password with a code sent for purpose reset. */
export const ChangePwdBody = ExactObject({ username: Phone, password: Password, code: SmsCode })
export type ChangePwdBody = Static<typeof ChangePwdBody>

/** Logged-in password change (user/changepwd). */
export const ChangePasswordBody = ExactObject({ old_password: Password, new_password: Password })
export type ChangePasswordBody = Static<typeof ChangePasswordBody>

/** Withdrawal password (user/setpaypwd): typed twice, with a code sent for purpose paypwd. */
export const SetPayPwdBody = ExactObject({
  pay_password: PayPassword,
  pay_password_confirm: PayPassword,
  code: SmsCode,
})
export type SetPayPwdBody = Static<typeof SetPayPwdBody>

/** The player as the client shows it (user/getUserinfo, and login's userinfo). */
export const UserInfo = Type.Object({
  id: Type.Integer(),
  /** The phone number in E.164: the login name. */
  username: Type.String(),
  /** Chosen by the player ('' until then); others see it, or `handle`, never the phone. */
  nickname: Type.String(),
  /** The generated name others see until a nickname is chosen: letters only, nothing of the phone. */
  handle: Type.String(),
  avatar: Type.String(),
  /** The player's own code, to invite others. */
  invitationCode: Type.String(),
  vipLevel: Type.Integer(),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  /** Whether a withdrawal password is set (spec: "Please set your withdrawal password first"). */
  hasPayPassword: Type.Boolean(),
  /** Wallet, game and the other balances, in centavos. */
  balances: Balances,
  /** The player's automatic transfer switch (in effect where the operator's webconfig autoTransfer is on). */
  autoTransfer: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO 8601' }),
  /** Identity check: 'none' when no CPF was given; in the brazil profile deposits and play need 'verified'. */
  identity: literals(IDENTITY_STATES),
  /**
   * The player's own CPF (11 digits) and full name given at sign-up, or null: only in the player's own user
   * info, so the PIX-key form can offer them instead of asking again; never shown to others.
   */
  cpf: Type.Union([Type.String(), Type.Null()]),
  fullName: Type.Union([Type.String(), Type.Null()]),
  /** The active cool-off or self-exclusion, or null (details and limits: index/get_limits). */
  exclusion: Type.Union([Exclusion, Type.Null()]),
})
export type UserInfo = Static<typeof UserInfo>

/** user/settings: the player's own switches; only the ones given change. */
export const SettingsBody = ExactObject({ autoTransfer: Type.Optional(Type.Boolean()) })
export type SettingsBody = Static<typeof SettingsBody>

export const PlayerSettings = Type.Object({ autoTransfer: Type.Boolean() })
export type PlayerSettings = Static<typeof PlayerSettings>

/** Login answer (spec: data.userinfo.token). */
export const LoginData = Type.Object({
  userinfo: Type.Composite([
    UserInfo,
    Type.Object({ token: Type.String({ description: 'Send it back in the token header' }) }),
  ]),
})
export type LoginData = Static<typeof LoginData>

export const CODE_PURPOSES = ['register', 'reset', 'bind', 'paypwd'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]

/**
 * sms/send and index/send_email_mobile. `username` is the phone; it may be left out for purpose paypwd,
 * which needs a session and always goes to the account's own phone.
 */
export const SendCodeBody = ExactObject({
  username: Type.Optional(Phone),
  purpose: literals(CODE_PURPOSES),
})
export type SendCodeBody = Static<typeof SendCodeBody>

/** Answer to a send: when the next send is allowed, in seconds (the client's countdown). */
export const SendCodeData = Type.Object({ resendAfter: Type.Integer() })
export type SendCodeData = Static<typeof SendCodeData>

/** Dev outbox (outside production only): the last messages sent to a phone, newest first. */
export const OutboxQuery = ExactObject({ phone: Phone })
export type OutboxQuery = Static<typeof OutboxQuery>
export const OutboxData = Type.Array(
  Type.Object({ phone: Type.String(), purpose: Type.String(), code: Type.String(), sentAt: Type.String() }),
)
export type OutboxData = Static<typeof OutboxData>

/** user/nickname: the name other players see (3 to 20 letters, digits, _ . -; at most 3 digits). */
export const NicknameBody = ExactObject({ nickname: Type.String({ maxLength: 40 }) })
export type NicknameBody = Static<typeof NicknameBody>
