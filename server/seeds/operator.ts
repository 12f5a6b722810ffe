import { hashPassword } from '../services/accounts/passwords'
import { createUser, findUserByPhone } from '../services/accounts/users'
import type { Seed } from './seed'

/**
 * The operator account (OPERATOR_PHONE / OPERATOR_PASSWORD): role admin, every permission. Created once;
 * an existing account is left as the operator made it. Two processes racing both end with one account.
 */
export const seedOperator: Seed = async (db, config) => {
  const { phone, password } = config.operator
  if (await findUserByPhone(db, phone)) return
  await createUser(db, {
    phone,
    passwordHash: await hashPassword(password),
    roles: ['admin'],
    permissions: ['*:*:*'],
  })
}
