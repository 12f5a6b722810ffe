import { Code } from '@src/contract/codes'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { type User, users } from '../../db/schema/users'
import { ApiError } from '../../envelope'
import { isConsoleAccount } from './operatorRoles'

/*
 * Segregation of duties (docs/console.md, Who may do what): an operator is not a player of their own house,
 * and never decides money on an account that is theirs. An operator who also plays does so from a player
 * account of its own, linked to them (users.linked_operator_id), which these rules cover like their own.
 */

/** Whether `userId` is the operator's own account or a player account linked to them. */
const ownsAccount = async (db: Db, operatorId: number, userId: number): Promise<boolean> => {
  if (operatorId === userId) return true
  const [row] = await db.select({ linked: users.linkedOperatorId }).from(users).where(eq(users.id, userId))
  return row?.linked === operatorId
}

/** Refuses (OwnAccountDecision) when the account is the operator's own or linked to them. */
export const refuseOwnAccount = async (db: Db, operatorId: number, userId: number): Promise<void> => {
  if (await ownsAccount(db, operatorId, userId)) throw new ApiError(Code.OwnAccountDecision)
}

/** Refuses (OperatorNotPlayer) a console account where a player's money is meant: it has no wallet. */
export const refuseConsoleAccount = (user: Pick<User, 'roles' | 'permissions'>): void => {
  if (isConsoleAccount(user)) throw new ApiError(Code.OperatorNotPlayer)
}

/**
 * Links a player account to the operator who owns it (scripts/create-operator.ts --player): from then on
 * that operator may not correct it nor decide its orders. Throws when the account is missing or is itself
 * a console account.
 */
export const linkPlayerAccount = async (db: Db, operatorId: number, playerPhone: string): Promise<void> => {
  const [player] = await db.select().from(users).where(eq(users.phone, playerPhone))
  if (!player) throw new Error(`no account has the phone ${playerPhone}`)
  if (isConsoleAccount(player)) throw new Error(`${playerPhone} is a console account, not a player's`)
  await db.update(users).set({ linkedOperatorId: operatorId }).where(eq(users.id, player.id))
}
