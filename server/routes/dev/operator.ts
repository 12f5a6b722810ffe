import { randomInt } from 'node:crypto'
import { endpoint } from '../../endpoint'
import { createOperator, newOperatorPassword } from '../../services/accounts'

/**
 * POST /api/dev/operator: a new console account with this role and a random phone, so browser tests can
 * set up a second factor without touching the seeded operator. Registered only outside production.
 */
export default endpoint(
  'dev/operator',
  {
    summary: 'A new operator with a role (development only, absent in production)',
  },
  async (request, app) => {
    const phone = `+55119${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
    const password = newOperatorPassword()
    await createOperator(app.db, { phone, password, role: request.body.role })
    return { phone, password }
  },
)
