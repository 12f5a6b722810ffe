import { isLoopback } from '../config'
import { createOperator, createUser, findUserByPhone, hashPassword } from '../services/accounts'
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

/** The development operators, one per role but admin, with the operator's password (docs/console.md). */
const DEV_OPERATORS = [
  { phone: '+5511999990001', role: 'support' },
  { phone: '+5511999990002', role: 'finance' },
  { phone: '+5511999990003', role: 'risk' },
] as const

/** Development only (NODE_ENV=development on a loopback address): one operator per role to try the console with. */
export const seedDevOperators: Seed = async (db, config) => {
  if (config.env !== 'development' || !isLoopback(config.host)) return
  for (const { phone, role } of DEV_OPERATORS) {
    if (await findUserByPhone(db, phone)) continue
    await createOperator(db, { phone, password: config.operator.password, role }).catch(() => undefined)
  }
}
