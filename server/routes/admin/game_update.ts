import { GAME_PERMISSIONS } from '@src/contract/players'
import { assertDefaultText } from '../../db/localized'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { updateGame } from '../../services/games'

/** POST /api/admin/game_update: change a game's lobby settings (audited); every process sees it at once. */
export default endpoint(
  'admin/game_update',
  {
    summary: 'Enable or disable a game, set its category, tags, order, lobby rows, marks, texts and image',
    description: `Needs ${GAME_PERMISSIONS.manage}. Only the fields given change; the audit row keeps each changed field before and after. Every process's lobby drops its cached copy at the commit (read cache). A name or description is written in the operator's default language (DEFAULT_LANGUAGE) and any other. Errors: 400, 401, 403, 1301 no such game, 1751 no such category, 1753 the default language left empty.`,
  },
  async (request, app) => {
    const { name, description } = request.body
    assertDefaultText(
      app.config.language.default,
      ...(name ? [name] : []),
      ...(description ? [description] : []),
    )
    const operator = { id: currentUser(request).id, ip: request.ip }
    const game = await updateGame(app.db, operator, request.body)
    // This process's lobby shows the change before the answer goes.
    await app.readCache.sync()
    return game
  },
)
