import { Code } from '@src/contract/codes'
import type { IdentityReviewBody, PlayerProtection } from '@src/contract/protection'
import { PHONE_COUNTRIES } from '@src/validation'
import { normalizeCpf } from '@src/validation/cpf'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { type User, users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { phoneFromUsername, playerIdentity } from '../accounts'
import { logProtection, protectionHistory } from '../audit'
import { setIdentityState } from '../identity'
import { getLimits } from './limits'

/**
 * A player by CPF (11 digits, punctuation allowed), phone or id, in that order. The phone may be E.164 or,
 * as an operator types a Brazilian number, national ('11987626404', '(11) 98762-6404'): 11 digits that are
 * no one's CPF are tried as a phone.
 */
const findPlayer = async (db: Db, query: string): Promise<User> => {
  const text = query.trim()
  const cpf = /^[\d.\-\s]+$/.test(text) && text.replace(/\D/g, '').length === 11 ? normalizeCpf(text) : null
  const phone = phoneFromUsername(text.startsWith('+') ? text : `${PHONE_COUNTRIES[0]?.prefix}${text}`)
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null
  const candidates = [
    cpf ? eq(users.cpf, cpf) : null,
    phone ? eq(users.phone, phone) : null,
    id ? eq(users.id, id) : null,
  ].filter((where) => where !== null)
  for (const where of candidates) {
    const [user] = await db.select().from(users).where(where)
    if (user) return user
  }
  throw new ApiError(Code.PlayerNotFound)
}

const view = async (db: Db, user: User, defaultRealityCheck: number): Promise<PlayerProtection> => ({
  player: playerIdentity(user),
  identity: user.identityState,
  limits: await getLimits(db, user.id, { defaultRealityCheck, loginSessionId: null }),
  history: await protectionHistory(db, user.id),
})

/**
 * admin/player_protection: what protects a player (limits with pending changes, exclusion, identity) and
 * its history. The look-up itself is recorded, with the operator and the query. Read only: no operator
 * call lifts, shortens or raises anything the player chose.
 */
export const lookUpPlayer = async (
  db: Db,
  operatorId: number,
  query: string,
  defaultRealityCheck: number,
): Promise<PlayerProtection> => {
  const user = await findPlayer(db, query)
  await logProtection(db, user.id, 'viewedByOperator', { query }, operatorId)
  return view(db, user, defaultRealityCheck)
}

/**
 * admin/identity_review: an operator decides a player's identity check (verified or refused, a refusal with
 * its reason), for players who declared a CPF. Recorded with the operator.
 */
export const reviewIdentity = async (
  db: Db,
  operatorId: number,
  { userId, state, reason }: IdentityReviewBody,
  defaultRealityCheck: number,
): Promise<PlayerProtection> => {
  const why = reason?.trim() ?? ''
  if (state === 'refused' && !why) throw new ApiError(Code.RejectReasonRequired)
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError(Code.PlayerNotFound)
  if (!user.cpf) throw new ApiError(Code.CpfRequired)
  await setIdentityState(db, userId, state, { reason: why || null }, operatorId)
  return view(db, { ...user, identityState: state }, defaultRealityCheck)
}
