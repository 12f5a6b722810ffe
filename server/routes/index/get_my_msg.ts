import { PAGE_DEFAULTS } from '@src/contract/paging'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { listPlayerNotices } from '../../services/notifications'

/** POST /api/index/get_my_msg: the player's own notices (a withdrawal paid or refused), newest first. */
export default endpoint(
  'index/get_my_msg',
  {
    summary: "The player's notices, with read state and the unread count",
    description:
      "Beside the site's notices (index/get_msg): written for this player, in the caller's language. " +
      'Listing marks nothing read (index/read_my_msg does). Errors: 401, 400 bad page or limit.',
  },
  async (request, app) => {
    const { page = PAGE_DEFAULTS.page, limit = PAGE_DEFAULTS.limit } = request.body
    return listPlayerNotices(
      app.db,
      request.t,
      request.lang,
      app.config.language.default,
      currentUser(request).id,
      page,
      limit,
    )
  },
)
