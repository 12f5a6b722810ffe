import { endpoint } from '../../endpoint'

/** POST /api/race/list: the races a player can open on the race page, settled ones included (public). */
export default endpoint(
  'race/list',
  {
    summary: 'Running, upcoming and recently ended races (docs/races.md)',
    description:
      'Running and upcoming races first, the one ending soonest first, then the races ended in the last ' +
      '30 days (settling or paid), newest first; at most 20, cancelled races left out, names in the ' +
      "reader's language. Empty while races are off. race/board {id} opens one.",
  },
  async (request, app) => app.raceHub.list(request.lang),
)
