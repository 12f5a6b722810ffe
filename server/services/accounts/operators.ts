import { randomBytes } from 'node:crypto'
import type { Db } from '../../db'
import type { User } from '../../db/schema/users'
import { passwordRefusal } from '../../passwordPolicy'
import { isOperatorRole, type OperatorRole } from './operatorRoles'
import { hashPassword } from './passwords'
import { createUser } from './users'

/** A password for a new operator when none is given: 18 random base64url characters (108 bits). */
export const newOperatorPassword = (): string => randomBytes(14).toString('base64url').slice(0, 18)

/**
 * Creates a console account with one role (support, finance, risk, admin: operatorRoles.ts) and no
 * permissions of its own (docs/console.md: scripts/create-operator.ts, the dev seed). Throws when the role is
 * unknown, the password is weak or the phone has an account already.
 */
export const createOperator = async (
  db: Db,
  { phone, password, role }: { phone: string; password: string; role: string },
): Promise<User> => {
  if (!isOperatorRole(role)) throw new Error(`unknown role ${role}: support, finance, risk or admin`)
  if (passwordRefusal(password))
    throw new Error('the password is too weak: 8 to 64 characters, not a common one')
  const roles: OperatorRole[] = [role]
  const created = await createUser(db, {
    phone,
    passwordHash: await hashPassword(password),
    roles,
    permissions: [],
  })
  if (!created) throw new Error(`${phone} has an account already`)
  return created
}
