import { Code } from '@src/contract/codes'
import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { gameList } from '../../services/games'

/** POST /api/index/game_detai {category | provider, page, limit}: one category's or provider's games, paged. */
export default endpoint(
  'index/game_detai',
  {
    summary: "One category's or one provider's games, paged",
    description:
      'Errors: 400 bad input (exactly one of category or provider), 1103 no such category or provider.',
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit, ...filter } = request.body
    const list = await gameList(app.db, filter, request.lang, page, limit)
    if (!list) throw new ApiError(Code.GameListNotFound)
    return list
  },
)
