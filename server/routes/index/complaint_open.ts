import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { openComplaint } from '../../services/complaints'

/** POST /api/index/complaint_open: a complaint to the SAC, answered with its protocol number. */
export default endpoint(
  'index/complaint_open',
  {
    summary: 'Open a complaint',
    description:
      "category (deposit, withdrawal, game, bonus, account, protection, other), text (at most 4000 characters) and up to 3 images uploaded with index/upload_voucher. Answers the complaint with its protocol number (YYYY-NNNNNN) and its 10-day mark (dueAt). Errors: 400, 401, 1911 no words, 1912 an image not the player's or attached already.",
  },
  async (request, app) => openComplaint(app.db, currentUser(request).id, request.body),
)
