// The load the HTTP benches (bench-api.mjs, bench-monitoring.mjs) drive with autocannon.
import autocannon from 'autocannon'
import { GAME_TOKEN_HEADER } from '../src/constants.ts'

/** Requests sent in this run: each one's address, and the number a body may make unique (a client round id). */
let address = 0

/**
 * POSTs to `path` under load for `duration` seconds over `connections`. Each request comes from its own
 * address (X-Forwarded-For, trusted for the bench), so the per-IP flood ceiling measures its cost without
 * capping the run; `body` is the JSON sent, or makes it from the request's number; answers other than code 1
 * count as failed. `headers` are sent with every request.
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
        setupRequest: (request) => {
          address += 1
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
              ...headers,
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

/**
 * The players of `tokens` spinning over HTTP for `duration` seconds, one spin in flight each: a load of one
 * connection a player, since autocannon clears a connection's context before each request of a one-request
 * sequence (a token kept there went round the connections, two spins of a player at once).
 */
export const benchSpins = async (url, game, tokens, duration) => {
  const players = await Promise.all(
    tokens.map((token) =>
      benchLoad(url, 'game/spin', (n) => ({ bet: game.minBet, clientRoundId: `bench-round-${n}` }), {
        connections: 1,
        duration,
        headers: { [GAME_TOKEN_HEADER]: token },
      }),
    ),
  )
  const sum = (key) => players.reduce((total, player) => total + player[key], 0)
  return {
    rps: sum('rps'),
    total: sum('total'),
    failed: sum('failed'),
    p99: Math.max(...players.map((player) => player.p99)),
  }
}
