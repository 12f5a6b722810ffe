import { endpoint } from '../../endpoint'
import { currentCrash } from '../../plugins/gameSession'
import { cashOutCrashBet } from '../../services/crash'

/** POST /api/crash/cashout {clientBetId}: cashes the bet out at the multiplier of its receipt. */
export default endpoint(
  'crash/cashout',
  {
    summary: 'Cash a crash bet out now',
    description:
      "Decided by the database's clock alone: received before the round's crash, the bet is paid at " +
      'multiplierAt(milliseconds of flight at the receipt), or at its automatic target if the flight had ' +
      'reached it; the win moves into the game balance through the ledger. A retry of a cashed bet answers it ' +
      'again with replayed: true. Errors: 1303, 400, 2003 no such bet, 2004 received at or after the crash ' +
      '(the bet is lost), 2005 the flight has not started.',
  },
  async (request, app) => cashOutCrashBet(app.db, currentCrash(request).userId, request.body.clientBetId),
)
