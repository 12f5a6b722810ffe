import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { bringBackFromProvider, transferWalletOf } from '../../providers/transfers'
import { balancesAfterReturn, leaveGames } from '../../services/money'

/**
 * POST /api/index/out_game {id?}: the player left the game frame. The games of this login session (that
 * game's, with id) end; with automatic transfer, the game balance goes back to the wallet once none of the
 * player's games still plays. Answers the balances after it.
 */
export default endpoint(
  'index/out_game',
  {
    summary: 'Leave a game: its session ends, the game balance goes back to the wallet',
    description:
      'Ends the game sessions this login session opened (only game id when given): their game tokens answer ' +
      "1303 from then on; a provider game's session ends too (the provider's next bet is refused as expired, its " +
      'wins still settle). Where automatic transfer moved the wallet in, the whole game balance moves back ' +
      'to the wallet (a credit conversion through the ledger) once no other game of the player still ' +
      "plays. On a transfer-wallet site (HUB88_WALLET=transfer) Hub88's balance of the player first comes back " +
      '(TransferWallet withdraw). Safe to repeat. Errors: 401, 400.',
  },
  async (request, app) => {
    if (request.sessionId === null) throw new ApiError(Code.SessionExpired)
    const userId = currentUser(request).id
    const balances = await leaveGames(app.db, {
      userId,
      loginSessionId: request.sessionId,
      gameId: request.body.id,
    })
    // A transfer-wallet site: Hub88's balance of the player comes back into the game balance (and, with
    // automatic transfer, on to the wallet).
    const wallet = transferWalletOf(app.db, app.config.hub88)
    if (!wallet) return balances
    const state = await bringBackFromProvider(wallet, userId)
    if (state === 'unknown')
      request.log.warn({ userId }, 'transfer from the provider held: its status is not known')
    return balancesAfterReturn(app.db, userId)
  },
)
