import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { crashSettings, setCrashEdge } from '../../services/crash'

/** POST /api/admin/crash_settings {edgeBps?}: the crash game's house edge, read or set. */
export default endpoint(
  'admin/crash_settings',
  {
    summary: "The crash game's house edge",
    description:
      'Without edgeBps, answers the settings. With it (100 to 1000 basis points), the rounds created from now ' +
      'on take it (a round shows the edge it was drawn with) and the game’s RTP in the catalogue becomes ' +
      '100 % minus it (the races score crash stakes by it); audited (game.crash_edge). The game is switched on and off as any ' +
      'game (admin/game_update). Errors: 401, 403, 400.',
  },
  async (request, app) => {
    const { edgeBps } = request.body
    if (edgeBps !== undefined)
      await setCrashEdge(app.db, { id: currentUser(request).id, ip: request.ip }, edgeBps)
    return crashSettings(app.db)
  },
)
