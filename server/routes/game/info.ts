import { localize } from '../../db/localized'
import { endpoint } from '../../endpoint'
import { betSizes } from '../../games/betSizes'
import { titleFacts } from '../../games/facts'
import { slotModel } from '../../games/model'
import { currentGame } from '../../plugins/gameSession'
import { activePair, lastRound, publicSeeds } from '../../services/games'
import { getBalances } from '../../services/ledger'
import { playProtection } from '../../services/protection'

/** POST /api/game/info: what the game page draws and plays with, and the player's last round in it. */
export default endpoint(
  'game/info',
  {
    summary: 'The game session: title model, bets, game balance, seeds, last round',
    description:
      'lastRound is the newest settled round of the player in this game: a page reopened after a lost ' +
      'connection shows it. protection: the reality check (interval, session start and end by time limit, ' +
      'net result of the session). Errors: 1303, 1612 session time limit reached, 1613 self-excluded, 1900 paused, ' +
      '1901 the maximum session length reached.',
  },
  async (request, app) => {
    const { userId, game, loginSessionId } = currentGame(request)
    const [balances, pair, last, protection] = await Promise.all([
      getBalances(app.db, userId),
      activePair(app.db, userId),
      lastRound(app.db, userId, game),
      playProtection(app.db, userId, loginSessionId, app.config.compliance.realityCheckMinutes).then(
        (protection) => ({ ...protection, reauthIdleMinutes: app.config.compliance.reauthIdleMinutes }),
      ),
    ])
    const facts = titleFacts(game.title)
    return {
      game: {
        id: game.id,
        slug: game.slug,
        name: localize(game.name, request.lang),
        rtp: facts.rtp,
        hitFrequency: facts.hitFrequency,
        maxWin: facts.maxWin,
        volatility: game.title.volatility,
      },
      model: slotModel(game.title),
      bets: { min: game.minBet, max: game.maxBet, sizes: betSizes(game.title, game) },
      balance: balances.game,
      seeds: publicSeeds(pair),
      lastRound: last,
      protection,
    }
  },
)
