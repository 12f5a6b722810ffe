import { randomInt } from 'node:crypto'
import { Code } from '@src/contract/codes'
import type { Exclusion } from '@src/contract/protection'
import type { UserInfo } from '@src/contract/user'
import type { Balances } from '@src/contract/wallet'
import { eq } from 'drizzle-orm'
import unhomoglyph from 'unhomoglyph'
import type { Db } from '../../db'
import { uniqueViolation } from '../../db/errors'
import { type User, users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { effectivePermissions } from './operatorRoles'

// No 0/O, 1/I/L: a code read aloud or copied by hand cannot be mistaken.
const INVITATION_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const INVITATION_LENGTH = 8
const invitationCode = (): string =>
  Array.from(
    { length: INVITATION_LENGTH },
    () => INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)],
  ).join('')

export const findUserByPhone = async (db: Db, phone: string): Promise<User | undefined> =>
  (await db.select().from(users).where(eq(users.phone, phone)))[0]

export const findUserByInvitationCode = async (db: Db, code: string): Promise<User | undefined> =>
  (await db.select().from(users).where(eq(users.invitationCode, code.trim().toUpperCase())))[0]

export interface NewUser {
  phone: string
  passwordHash: string
  parentId?: number | null
  roles?: string[]
  permissions?: string[]
  /** Identity declared at sign-up (11 digits, the name, YYYY-MM-DD); one account per CPF. */
  cpf?: string | null
  fullName?: string | null
  birthDate?: string | null
  /** The IP the account is opened from. */
  signupIp?: string
}

/**
 * Inserts an account with a fresh invitation code. Answers undefined when the phone is already taken;
 * a clash of invitation codes (31^8 of them) is retried with another.
 */
export const createUser = async (db: Db, user: NewUser): Promise<User | undefined> => {
  for (let attempt = 0; ; attempt++) {
    try {
      // In a savepoint when the caller's transaction holds it (user/register): a refused insert undoes
      // itself only, and the caller's transaction goes on to the next try or to its own answer.
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ ...user, invitationCode: invitationCode() })
          .returning()
        return created
      })
    } catch (error) {
      const constraint = uniqueViolation(error)
      if (constraint === 'users_phone_unique') return undefined
      if (constraint === 'users_cpf_unique') throw new ApiError(Code.CpfTaken)
      if (constraint !== 'users_invitation_code_unique' || attempt >= 4) throw error
    }
  }
}

/** The account as the client sees it (never a hash). */
export const toUserInfo = (user: User, balances: Balances, exclusion: Exclusion | null): UserInfo => ({
  id: user.id,
  username: user.phone,
  nickname: user.nickname,
  handle: user.handle,
  avatar: user.avatar,
  invitationCode: user.invitationCode,
  vipLevel: user.vipLevel,
  roles: user.roles,
  // The account's own permissions and its roles' (operatorRoles.ts), as the server checks them.
  permissions: effectivePermissions(user),
  hasPayPassword: user.payPasswordHash !== null,
  balances,
  autoTransfer: user.autoTransfer,
  createdAt: user.createdAt.toISOString(),
  identity: user.identityState,
  cpf: user.cpf,
  fullName: user.fullName,
  exclusion,
})

/** The name other players see: the chosen nickname, else the generated handle; never the phone. */
export const publicName = (user: Pick<User, 'nickname' | 'handle'>): string => user.nickname || user.handle

/** Unicode TR39's skeleton: NFD, each character mapped by confusables.txt to its prototype, NFD again. */
const skeleton = (text: string): string => unhomoglyph(text.normalize('NFD')).normalize('NFD')

/**
 * What nicknames that look alike share: NFKC first (fullwidth and mathematical letters are their letters), then
 * the TR39 skeleton, lowercased and taken again so that case does not tell look-alikes apart (PAYPAL, paypaI).
 */
export const nicknameSkeleton = (nickname: string): string =>
  skeleton(skeleton(nickname.normalize('NFKC')).toLowerCase())

const NICKNAME_INDEXES = new Set(['users_nickname_unique', 'users_nickname_skeleton_unique'])

/** Sets the player's nickname; false when another player holds it, or one that looks like it, already. */
export const setNickname = async (db: Db, userId: number, nickname: string): Promise<boolean> => {
  try {
    await db
      .update(users)
      .set({ nickname, nicknameSkeleton: nicknameSkeleton(nickname) })
      .where(eq(users.id, userId))
    return true
  } catch (error) {
    if (NICKNAME_INDEXES.has(uniqueViolation(error) ?? '')) return false
    throw error
  }
}

/** Who a player is, as the console shows it above a player's pages: id, phone, CPF, name and birth date. */
export const playerIdentity = (user: User) => ({
  id: user.id,
  phone: user.phone,
  cpf: user.cpf,
  fullName: user.fullName,
  birthDate: user.birthDate,
})
