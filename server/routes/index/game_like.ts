import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { searchGames } from '../../services/games'

/** POST /api/index/game_like {keyword, page, limit}: games by name, ignoring case and accents, paged. */
export default endpoint(
  'index/game_like',
  {
    summary: 'Fuzzy game search by name',
    description:
      'provider (optional): only that provider’s games (ficha, hub88, slotegrator). Errors: 400 missing or too long keyword, bad page or limit.',
  },
  async (request, app) => {
    const { keyword, provider, page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    return searchGames(app.db, keyword, request.lang, page, limit, provider)
  },
)
