import { randomInt } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import { endpoint } from '../../endpoint'
import { createOperator, newOperatorPassword, OPERATOR_ROLES } from '../../services/accounts'

const DevOperatorBody = Type.Object(
  { role: Type.Union(Object.keys(OPERATOR_ROLES).map((role) => Type.Literal(role))) },
  { additionalProperties: false },
)
const DevOperator = Type.Object({ phone: Type.String(), password: Type.String() })

/**
 * POST /api/dev/operator: a new console account with this role and a random phone, so browser tests can
 * set up a second factor without touching the seeded operator. Registered only outside production.
 */
export default endpoint(
  'POST /dev/operator',
  {
    access: 'public',
    tags: ['dev'],
    summary: 'A new operator with a role (development only, absent in production)',
    body: DevOperatorBody,
    answer: DevOperator,
  },
  async (request, app) => {
    const phone = `+55119${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
    const password = newOperatorPassword()
    await createOperator(app.db, { phone, password, role: request.body.role })
    return { phone, password }
  },
)
