import { GameIndex, GameIndexBody } from '@src/contract/catalogue'
import { replyEndpoint } from '../../endpoint'
import { cachedAnswer } from '../../plugins/readCache'
import { gameIndex } from '../../services/games'

/** POST /api/index/game_index: the game list, grouped by category. */
export default replyEndpoint(
  'POST /index/game_index',
  {
    access: 'public',
    tags: ['catalogue'],
    summary: 'Games grouped by category',
    description: 'provider (optional): only that provider’s games (ficha, hub88, slotegrator).',
    body: GameIndexBody,
    answer: GameIndex,
  },
  async (request, reply, app) => {
    const provider = request.body?.provider
    return cachedAnswer(request, reply, `game_index:${provider ?? ''}`, () =>
      gameIndex(app.db, request.lang, provider),
    )
  },
)
