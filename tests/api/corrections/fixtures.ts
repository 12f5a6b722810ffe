import type { App } from '@server/app'
import type { Db } from '@server/db'
import { hashPassword } from '@server/services/accounts/passwords'
import { createSession } from '@server/services/accounts/sessions'
import { createUser } from '@server/services/accounts/users'
import { transfer } from '@server/services/ledger'
import type { Correction, CorrectionCreateBody } from '@src/contract/corrections'
import type { Envelope } from '@src/contract/envelope'
import { call, newPhone } from '../helpers'

const OPERATOR_PASSWORD = 'second operator 1'

/** Another operator (role admin, every permission), logged in: the four eyes' second pair. */
export const secondOperator = async (db: Db): Promise<{ id: number; phone: string; token: string }> => {
  const phone = newPhone()
  const user = await createUser(db, {
    phone,
    passwordHash: await hashPassword(OPERATOR_PASSWORD),
    roles: ['admin'],
    permissions: ['*:*:*'],
  })
  if (!user) throw new Error('phone clash')
  return { id: user.id, phone, token: await createSession(db, user.id) }
}

/** A player straight in the database with `wallet` centavos in the wallet. */
export const fundedPlayer = async (db: Db, wallet: number): Promise<number> => {
  const user = await createUser(db, { phone: newPhone(), passwordHash: 'not used' })
  if (!user) throw new Error('phone clash')
  if (wallet > 0)
    await transfer(db, {
      key: `fund:${user.id}`,
      reason: 'adjustment',
      reference: 'test',
      from: { system: 'deposits' },
      to: { userId: user.id, kind: 'wallet' },
      amount: wallet,
    })
  return user.id
}

let keys = 0

/** admin/correction_create with a fresh idempotency key unless the body brings one. */
export const correct = (app: App, token: string, body: Partial<CorrectionCreateBody> & { userId: number }) =>
  call<Correction>(
    app,
    'admin/correction_create',
    {
      account: 'wallet',
      direction: 'credit',
      amount: 1_000,
      reason: 'goodwill',
      comment: 'test',
      idempotencyKey: `test-key-${process.pid}-${++keys}`,
      ...body,
    },
    { token },
  )

export const decide = (
  app: App,
  token: string,
  action: 'approve' | 'reject',
  id: number,
  why = 'not justified',
): Promise<Envelope<Correction>> =>
  call<Correction>(app, `admin/correction_${action}`, action === 'approve' ? { id } : { id, why }, { token })
