import { WINNER_FEED_COUNT } from '@src/constants'
import { Code } from '@src/contract/codes'
import { routeModule } from '../../endpoint'
import { ApiError } from '../../envelope'
import { openEventStream } from '../../eventStream'
import { languageOf } from '../../plugins/i18n'

/** GET /api/bet/stream?count&lang&wins&race&crash: new settled rounds as server-sent events, the rows of bet/getWinList. */
export default routeModule('bet/stream', (app, route) => {
  // Streams held per client address in this process (SSE_MAX_PER_IP): one address cannot take them all.
  const perAddress = new Map<string, number>()
  route(
    {
      summary: 'Live feed of settled rounds (text/event-stream)',
      description:
        'Events: "snapshot" (data: the newest `count` rows, as bet/getWinList) on connect and after a ' +
        'client fell behind; "round" (id: round id, data: one row) for each new settled round; a comment ' +
        'line every 15 s. With wins=true, the newest wins and each new win only. Clients merge rows by id. ' +
        'With race=true, also "race" (data: the featured race as race/board answers it without `me`, or ' +
        'null when there is none or races are off) after the snapshot and whenever the board, its state ' +
        'or the featured race changes (at most about once a second). With crash=true, also the crash game: ' +
        '"crash" (data: the current round, src/contract/crash.ts CrashRound, or null) and "crash-bets" (its bets) ' +
        'after the snapshot, "crash" again at each phase (betting, flying, crashed), "crash-bet" for each bet ' +
        'and "crash-cashout" for each cash-out (CrashPublicBet, names as the feed shows them). When the server holds its maximum of connections it ' +
        "answers the JSON envelope code 1308 instead, and so it does when the caller's address holds " +
        'SSE_MAX_PER_IP streams already: poll bet/getWinList.',
    },
    async (request, reply) => {
      const held = perAddress.get(request.ip) ?? 0
      if (app.liveFeed.full || held >= app.config.sseMaxPerIp) throw new ApiError(Code.StreamBusy)
      const { count = WINNER_FEED_COUNT, lang, wins = false, race = false, crash = false } = request.query
      perAddress.set(request.ip, held + 1)
      reply.raw.once('close', () => {
        const left = (perAddress.get(request.ip) ?? 1) - 1
        if (left > 0) perAddress.set(request.ip, left)
        else perAddress.delete(request.ip)
      })
      app.liveFeed.connect(
        openEventStream(reply, 'no-cache, no-transform'),
        lang ? languageOf(lang) : request.lang,
        count,
        wins,
        race,
        crash,
      )
    },
  )
})
