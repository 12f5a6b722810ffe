import { replyEndpoint } from '../../endpoint'
import { cachedAnswer } from '../../plugins/readCache'
import { newestGames, popularGames } from '../../services/games'

/** Popular moves with play, not with the catalogue: the answer is read again after this long. */
const ROWS_MAX_AGE_MS = 5 * 60_000

/** POST /api/index/game_rows: the lobby's popular and new games, for everyone. */
export default replyEndpoint(
  'index/game_rows',
  {
    summary: 'Popular and new games',
    description:
      'Popular: enabled games by settled rounds of the last 7 days, most first (games unplayed in the window left out). New: the most recently added first. At most 12 each; kept for 5 minutes. provider (optional): only that provider’s games (ficha, hub88, slotegrator).',
  },
  async (request, reply, app) => {
    const provider = request.body?.provider
    return cachedAnswer(
      request,
      reply,
      `game_rows:${provider ?? ''}`,
      async () => {
        const [popular, newest] = await Promise.all([
          popularGames(app.db, request.lang, provider),
          newestGames(app.db, request.lang, provider),
        ])
        return { popular, newest }
      },
      ROWS_MAX_AGE_MS,
    )
  },
)
