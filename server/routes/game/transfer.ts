import { endpoint } from '../../endpoint'
import { currentSession } from '../../plugins/gameSession'
import { convert } from '../../services/money'

/** POST /api/game/transfer {clientKey}: "Transferir R$ X e jogar", the whole wallet to the game balance. */
export default endpoint(
  'game/transfer',
  {
    summary: 'Move the wallet to the game balance from the game page',
    description:
      "The answer to a spin's 1305 where automatic transfer is off: a credit conversion of the whole wallet " +
      '(index/walletTransfer toGame all, same rules), keyed by the game session and clientKey so a retry ' +
      'moves nothing twice. Errors: 1303, 400, 1401 the wallet is empty, 1202 clientKey reused.',
  },
  async (request, app) => {
    const { sessionId, userId } = currentSession(request)
    const key = `game:${sessionId}:${request.body.clientKey}`
    return convert(app.db, userId, key, { direction: 'toGame', all: true })
  },
)
