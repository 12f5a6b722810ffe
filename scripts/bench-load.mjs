// The load the HTTP benches (bench-api.mjs, bench-monitoring.mjs) drive with autocannon.
import autocannon from 'autocannon'
import { GAME_TOKEN_HEADER } from '../src/constants.ts'

/** Requests sent in this run: each one's address, and the number a body may make unique (a client round id). */
let address = 0

/**
 * POSTs to `path` under load for `duration` seconds over `connections`. Each request comes from its own
 * address (X-Forwarded-For, trusted for the bench), so the per-IP flood ceiling measures its cost without
 * capping the run; `body` is the JSON sent, or makes it from the request's number; answers other than code 1
 * count as failed.
 */
export const benchLoad = async (url, path, body, { connections, duration, headers }) => {
  let failed = 0
  const result = await autocannon({
    url: `${url}/api/${path}`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          address += 1
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
              ...(headers ? headers(context) : {}),
            },
            body: JSON.stringify(typeof body === 'function' ? body(address) : body),
          }
        },
        onResponse: (_status, responseBody) => {
          if (JSON.parse(responseBody).code !== 1) failed += 1
        },
      },
    ],
  })
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total, failed }
}

/** The players of `tokens` spinning over HTTP for `duration` seconds, one spin in flight each (a connection each). */
export const benchSpins = (url, game, tokens, duration) => {
  let next = 0
  return benchLoad(url, 'game/spin', (n) => ({ bet: game.minBet, clientRoundId: `bench-round-${n}` }), {
    connections: tokens.length,
    duration,
    headers: (context) => {
      context.token ??= tokens[next++ % tokens.length]
      return { [GAME_TOKEN_HEADER]: context.token }
    },
  })
}
