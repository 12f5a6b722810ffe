import { endpoint } from '../../endpoint'
import { sessionOf } from '../../plugins/auth'
import { standingOf } from '../../services/races'

/** POST /api/race/board {id?}: a race's live leaderboard (public); with a player's token, their standing too. */
export default endpoint(
  'race/board',
  {
    summary: 'A race and its leaderboard, top 10 masked (docs/races.md)',
    description:
      'id: a race; without it the featured race (the running race ending first, else the latest ended ' +
      'one, else the next upcoming one). Answers null when there is no such race or races are off. ' +
      'Public; with a player token (header token) the answer adds `me`: eligible, place, score and ' +
      'toNextPaid. The board is at most about a second old; bet/stream?race=true pushes it live. ' +
      'Errors: 400 id not a positive integer.',
  },
  async (request, app) => {
    const data = await app.raceHub.board(request.body.id)
    if (!data) return null
    const board = app.raceHub.render(data, request.lang)
    const session = await sessionOf(request)
    if (!session || session.needsReauth) return board
    return { ...board, me: await standingOf(app.db, data, session.user.id) }
  },
)
