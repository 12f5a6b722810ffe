import { hashPassword } from '../../services/passwords'
import { createUser, findUserByPhone } from '../../services/users'
import type { Seed } from '.'

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
