import { replyEndpoint } from '../../endpoint'
import { cachedAnswer } from '../../plugins/readCache'
import { gameIndex } from '../../services/games'

/** POST /api/index/game_index: the game list, grouped by category. */
export default replyEndpoint(
  'index/game_index',
  {
    summary: 'Games grouped by category',
    description: 'provider (optional): only that provider’s games (ficha, hub88, slotegrator).',
  },
  async (request, reply, app) => {
    const provider = request.body?.provider
    return cachedAnswer(request, reply, `game_index:${provider ?? ''}`, () =>
      gameIndex(app.db, request.lang, provider),
    )
  },
)
