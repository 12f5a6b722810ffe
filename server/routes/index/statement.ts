import { STATEMENT_DEFAULT_DAYS, STATEMENT_MAX_DAYS } from '@src/contract/statement-values'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { playerStatement, statementRange } from '../../services/statement'

/** POST /api/index/statement {from?, to?}: the player's own money by São Paulo day and game session. */
export default endpoint(
  'index/statement',
  {
    summary: "The player's statement",
    description: `The logged-in player's balance (wallet, game balance and bonus, less any debt) from the ledger, over the São Paulo days from..to inclusive (the last ${STATEMENT_DEFAULT_DAYS} days when absent; at most ${STATEMENT_MAX_DAYS}, ending today at the latest): opening, closing and signed totals by kind (deposits, withdrawals, bets, wins, bonuses, corrections, provider), then each day with movements, newest first, with its opening and closing, its game sessions and its other movements. Errors: 400, 401, 1460, 1725.`,
  },
  async (request, app) =>
    playerStatement(app.db, currentUser(request).id, request.lang, statementRange(request.body ?? {})),
)
