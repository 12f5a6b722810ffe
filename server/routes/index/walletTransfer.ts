import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { convert, idempotencyKey } from '../../services/money'

/** POST /api/index/walletTransfer: credit conversion between the wallet and the game balance. */
export default endpoint(
  'index/walletTransfer',
  {
    summary: 'Credit conversion (wallet <-> game balance)',
    description:
      'direction toGame (wallet to game) or toWallet; amount in centavos, or all: true for the whole source balance. Needs the Idempotency-Key header. Errors: 401, 1407 no key, 1401 not a positive integer amount (or nothing to move), 1434 above the balance, 1202 key reused for another request.',
  },
  async (request, app) => {
    const key = idempotencyKey(request)
    return convert(app.db, currentUser(request).id, key, request.body)
  },
)
