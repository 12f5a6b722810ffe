import { endpoint } from '../../endpoint'
import { crashState } from '../../services/crash'

/** POST /api/crash/state: the crash game as a screen needs it on load. */
export default endpoint(
  'crash/state',
  {
    summary: 'The crash game now: the current round, its bets, the newest crash points, the chain',
    description:
      "The round's times are the server's clock (serverNow to correct a client's); its seed and crash point " +
      'only once it has crashed. Afterwards bet/stream?crash=true keeps a screen current. Errors: 400.',
  },
  async (_request, app) => crashState(app.db),
)
