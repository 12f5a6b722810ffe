import { endpoint } from '../../endpoint'
import { currentCrash } from '../../plugins/gameSession'
import { getBalances } from '../../services/ledger'
import { playProtection } from '../../services/protection'

/** POST /api/crash/info: the crash page's game session: the game, the game balance and the reality check's data. */
export default endpoint(
  'crash/info',
  {
    summary: "The crash game's session: game, game balance, reality check",
    description:
      "As game/info for a slot's page: gameId (index/out_game ends it), the game balance, and protection: the " +
      "reality check's interval, this login session's play start and end by time limit, its net result. " +
      "Errors: 1303, 1030 after REAUTH_IDLE_MINUTES idle, the gate's refusals of an ended session.",
  },
  async (request, app) => {
    const { userId, loginSessionId, crash } = currentCrash(request)
    const [balances, protection] = await Promise.all([
      getBalances(app.db, userId),
      playProtection(app.db, userId, loginSessionId, app.config.compliance.realityCheckMinutes),
    ])
    return {
      gameId: crash.id,
      balance: balances.game,
      protection: { ...protection, reauthIdleMinutes: app.config.compliance.reauthIdleMinutes },
    }
  },
)
