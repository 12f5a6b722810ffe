import { eq } from 'drizzle-orm'
import { Code } from '../../../src/contract/codes'
import type { IdentityReviewBody, PlayerProtection } from '../../../src/contract/protection'
import { normalizeCpf } from '../../../src/validation/cpf'
import type { Db } from '../../db'
import { type User, users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { setIdentityState } from '../identity'
import { phoneFromUsername } from '../phone'
import { logProtection, protectionHistory } from './audit'
import { getLimits } from './limits'

/** A player by CPF (11 digits, punctuation allowed), phone (E.164) or id, in that order. */
const findPlayer = async (db: Db, query: string): Promise<User> => {
  const text = query.trim()
  const cpf = /^[\d.\-\s]+$/.test(text) && text.replace(/\D/g, '').length === 11 ? normalizeCpf(text) : null
  const phone = text.startsWith('+') ? phoneFromUsername(text) : null
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null
  const where = cpf ? eq(users.cpf, cpf) : phone ? eq(users.phone, phone) : id ? eq(users.id, id) : null
  const [user] = where ? await db.select().from(users).where(where) : []
  if (!user) throw new ApiError(Code.PlayerNotFound)
  return user
}

const view = async (db: Db, user: User, defaultRealityCheck: number): Promise<PlayerProtection> => ({
  player: {
    id: user.id,
    phone: user.phone,
    cpf: user.cpf,
    fullName: user.fullName,
    birthDate: user.birthDate,
  },
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
