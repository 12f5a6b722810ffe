/** Console players and games test helpers: operators with chosen permissions, the audit rows of a target. */

import type { App } from '@server/app'
import { auditLog } from '@server/db/schema/audit'
import { hashPassword } from '@server/services/accounts/passwords'
import { createUser } from '@server/services/accounts/users'
import type { LoginData } from '@src/contract/user'
import { asc, eq } from 'drizzle-orm'
import { call, newPhone, type TestServer } from '../helpers'

/** A second operator (another account than the seeded admin) with these permissions; answers id and token. */
export const operatorWith = async (
  server: TestServer,
  permissions: string[] = ['*:*:*'],
): Promise<{ id: number; token: string }> => {
  const phone = newPhone()
  const password = 'operator horse 7'
  const user = await createUser(server.db, {
    phone,
    passwordHash: await hashPassword(password),
    // No role: the admin role alone would grant every permission (OPERATOR_ROLES).
    roles: [],
    permissions,
  })
  if (!user) throw new Error('phone clash')
  const login = await call<LoginData>(server.app, 'user/login', { username: phone, password })
  if (login.code !== 1) throw new Error(`operator login failed: ${login.msg}`)
  return { id: user.id, token: login.data.userinfo.token }
}

/** The audit rows about `target` ('user:42', 'game:slug'), oldest first. */
export const auditOf = (server: TestServer, target: string) =>
  server.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(asc(auditLog.id))

/** POST /api/admin/<path> as the operator. */
export const adminCall = <T = unknown>(app: App, token: string, path: string, body: unknown, lang = 'en') =>
  call<T>(app, `admin/${path}`, body, { token, lang })
