import { Code } from '@src/contract/codes'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { openGameSession } from '../../services/games'
import { autoTransferOn, moveWalletIn } from '../../services/money'

/** POST /api/game/open {launch}: the game page trades its launch token, once, for a game session token. */
export default endpoint(
  'game/open',
  {
    summary: 'Exchange the launch token for a game session',
    description:
      'The answer token goes in the game-token header of the other game/* calls; the page keeps it in ' +
      'memory (and sessionStorage for a reload). With automatic transfer on (AUTO_TRANSFER and the ' +
      "player's switch), the wallet's whole balance moves to the game balance first (a credit conversion). " +
      'Errors: 400, 1302 launch token unknown, used or expired.',
  },
  async (request, app) => {
    const opened = await openGameSession(app.db, request.body.launch)
    if (!opened) throw new ApiError(Code.GameLinkInvalid)
    if (await autoTransferOn(app.db, app.config.autoTransfer, opened.userId))
      await moveWalletIn(app.db, opened)
    return { token: opened.token, expiresAt: opened.expiresAt.toISOString() }
  },
)
