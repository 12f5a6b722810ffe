import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { WINNER_FEED_COUNT } from '@src/constants'
import { EnvelopeSchema } from '@src/contract/envelope'
import { WinList, WinListBody } from '@src/contract/feed'
import { ok } from '../../envelope'
import { sendJson } from '../../plugins/readCache'

/** POST /api/bet/getWinList {count, wins}: the newest settled rounds (or wins) for the feed and winner ticker. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/bet/getWinList',
    {
      schema: {
        tags: ['feed'],
        summary: 'Newest settled rounds, players masked',
        description:
          'count: 1 to 50, 10 when absent. wins: true for the newest wins (rounds that paid more than their ' +
          'bet) instead of the newest rounds. Errors: 400 count out of range or not an integer.',
        body: WinListBody,
        response: { 200: EnvelopeSchema(WinList) },
      },
    },
    async (request, reply) => {
      const { count = WINNER_FEED_COUNT, wins = false } = request.body
      // From the live feed's window, serialized once per language and count until a round comes in.
      const body = await app.liveFeed.answer(request.lang, count, wins, (rows) =>
        JSON.stringify(ok(request, rows)),
      )
      return sendJson(reply, body)
    },
  )
}

export default route
