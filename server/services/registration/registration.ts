import { Code } from '@src/contract/codes'
import type { LimitKey } from '@src/contract/protection'
import type { RegistrationBody, RegistrationStatus } from '@src/contract/registration'
import { validateEmail } from '@src/validation/fields'
import { and, eq, isNull } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db'
import { uploads } from '../../db/schema/money'
import { playerRegistrations } from '../../db/schema/registration'
import { users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { lockPlayer } from '../accounts'
import { logProtection } from '../audit'
import { faceStateOf } from '../identity'
import { setLimits } from '../protection'
import { cepLookupOf, normalizeCep } from './cep'

/**
 * The extended registration (Ordinance SPA/MF 2.579/2025, docs/compliance.md): the brazil profile asks every
 * player the set (a new player after sign-up, an older one at the next login) and, when an identity provider
 * with a face match is configured, a passed match. `users.registered_at` is stamped once both are done; until
 * then the play gate and the deposit rule answer 'registration' (ficha_standing_refusal).
 */

/** What the profile and the provider ask of this server's players. */
export interface RegistrationRules {
  required: boolean
  faceRequired: boolean
  cepLookup: boolean
}

/** The brazil profile asks the set; a configured face provider adds the match. */
export const registrationRules = (compliance: Config['compliance']): RegistrationRules => {
  const required = compliance.profile === 'brazil'
  return {
    required,
    faceRequired: required && compliance.face.url !== undefined,
    cepLookup: cepLookupOf(compliance.cep).available,
  }
}

const STATES = new Set(
  'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '),
)

/** Plain text of a form field: trimmed, no control characters, not longer than `max`. */
const plain = (value: string, max: number): string | null => {
  const trimmed = value.normalize('NFC').trim().replace(/\s+/g, ' ')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return trimmed.length <= max && !/[\u0000-\u001f\u007f]/.test(trimmed) ? trimmed : null
}

const addressOf = (address: RegistrationBody['address']) => {
  const cep = normalizeCep(address.cep)
  if (!cep) throw new ApiError(Code.CepInvalid)
  const field = (name: keyof typeof address, max: number, optional = false) => {
    const value = plain(address[name], max)
    if (value === null || (!optional && !value)) throw new ApiError(Code.AddressInvalid, {}, { field: name })
    return value
  }
  const state = address.state.trim().toUpperCase()
  if (!STATES.has(state)) throw new ApiError(Code.AddressInvalid, {}, { field: 'state' })
  return {
    cep,
    street: field('street', 120),
    number: field('number', 20),
    complement: field('complement', 80, true),
    district: field('district', 80),
    city: field('city', 80),
    state,
  }
}

/** The e-mail as the payout accounts keep it: trimmed, lower case. */
const emailOf = (typed: string): string => {
  const email = typed.trim().toLowerCase()
  if (validateEmail(email)) throw new ApiError(Code.EmailInvalid)
  return email
}

const bankOf = ({ bank, branch, account, type }: RegistrationBody['bankAccount']) => {
  const digits = (value: string) => value.replace(/[\s.]/g, '')
  const code = digits(bank)
  if (!/^\d{3}$/.test(code)) throw new ApiError(Code.BankAccountInvalid, {}, { field: 'bank' })
  const agency = digits(branch)
  if (!/^\d{1,4}$/.test(agency)) throw new ApiError(Code.BankAccountInvalid, {}, { field: 'branch' })
  const number = digits(account).toUpperCase()
  if (!/^\d{1,13}-?[\dX]$/.test(number)) throw new ApiError(Code.BankAccountInvalid, {}, { field: 'account' })
  return { bankCode: code, bankBranch: agency, bankAccount: number, bankAccountType: type }
}

/** The limits the set carries: a loss limit of at least one period, and the session's minutes. */
const limitsOf = (limits: RegistrationBody['limits']): Partial<Record<LimitKey, number>> => {
  const loss = (['lossDay', 'lossWeek', 'lossMonth'] as const).filter((key) => limits[key] !== null)
  if (loss.length === 0) throw new ApiError(Code.RegistrationLimitsMissing, {}, { field: 'loss' })
  return {
    ...Object.fromEntries(loss.map((key) => [key, limits[key]])),
    sessionMinutes: limits.sessionMinutes,
  }
}

/** Stamps registered_at once the set is saved and, where asked, the face match passed. Call under the lock. */
export const completeIfDone = async (tx: Db, userId: number, faceRequired: boolean): Promise<void> => {
  const [saved] = await tx
    .select({ userId: playerRegistrations.userId })
    .from(playerRegistrations)
    .where(eq(playerRegistrations.userId, userId))
  if (!saved) return
  if (faceRequired && (await faceStateOf(tx, userId)) !== 'passed') return
  await tx
    .update(users)
    .set({ registeredAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.registeredAt)))
}

/** user/complete_registration: checks and saves the whole set with its limits, in one transaction. */
export const saveRegistration = async (
  db: Db,
  rules: RegistrationRules,
  player: { userId: number; ip: string },
  body: RegistrationBody,
): Promise<void> => {
  const { userId } = player
  const row = {
    ...addressOf(body.address),
    email: emailOf(body.email),
    gender: body.gender,
    ...bankOf(body.bankAccount),
    documentUploadId: body.documentUploadId,
    savedIp: player.ip,
  }
  const limits = limitsOf(body.limits)
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId)
    const [document] = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, body.documentUploadId), eq(uploads.userId, userId)))
    if (!document) throw new ApiError(Code.DocumentMissing)
    await setLimits(tx, userId, { limits })
    await tx
      .insert(playerRegistrations)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: playerRegistrations.userId, set: { ...row, updatedAt: new Date() } })
    // The log keeps what was given, not the personal data itself (the row holds that).
    await logProtection(tx, userId, 'registrationSaved', { ip: player.ip, limits })
    await completeIfDone(tx, userId, rules.faceRequired)
  })
}

/** user/registration: what the player still owes. */
export const registrationStatus = async (
  db: Db,
  rules: RegistrationRules,
  userId: number,
): Promise<RegistrationStatus> => {
  const [player] = await db
    .select({ registeredAt: users.registeredAt, saved: playerRegistrations.userId })
    .from(users)
    .leftJoin(playerRegistrations, eq(playerRegistrations.userId, users.id))
    .where(eq(users.id, userId))
  return {
    required: rules.required,
    complete: !rules.required || Boolean(player?.registeredAt),
    saved: Boolean(player?.saved),
    faceRequired: rules.faceRequired,
    face: await faceStateOf(db, userId),
    cepLookup: rules.cepLookup,
  }
}
