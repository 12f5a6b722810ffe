import { WINNER_FEED_COUNT } from '@src/constants'
import { replyEndpoint } from '../../endpoint'
import { ok } from '../../envelope'
import { sendJson } from '../../plugins/readCache'

/** POST /api/bet/getWinList {count, wins}: the newest settled rounds (or wins) for the feed and winner ticker. */
export default replyEndpoint(
  'bet/getWinList',
  {
    summary: 'Newest settled rounds, players masked',
    description:
      'count: 1 to 50, 10 when absent. wins: true for the newest wins (rounds that paid more than their ' +
      'bet) instead of the newest rounds. Errors: 400 count out of range or not an integer.',
  },
  async (request, reply, app) => {
    const { count = WINNER_FEED_COUNT, wins = false } = request.body
    // From the live feed's window, serialized once per language and count until a round comes in.
    const body = await app.liveFeed.answer(request.lang, count, wins, (rows) =>
      JSON.stringify(ok(request, rows)),
    )
    return sendJson(reply, body)
  },
)
