import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { addBankAccount } from '../../services/money'

/** POST /api/index/add_bank: adds a bank account, or a crypto wallet (virtual). */
export default endpoint(
  'index/add_bank',
  {
    summary: 'Add a bank or crypto receiving account',
    description:
      'Errors: 401, 1440 format error (data.field: bankName, realName, accountNumber, branch, qrCode), 1014 phone or reservedPhone not E.164, 1444 too many accounts, 1445 already added.',
  },
  async (request, app) => addBankAccount(app.db, currentUser(request).id, request.body),
)
