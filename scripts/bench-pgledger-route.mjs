#!/usr/bin/env node
// pgledger behind HTTP: the anchor that scripts/bench-api.mjs drives over HTTP exactly as it drives game/spin.
// A bare Fastify route, POST /api/transfer {from, to}, runs pgledger_create_transfer (github.com/pgr0ss/pgledger,
// applied to the bench's scratch database by bench-api.mjs, accounts numbered in bench_pgledger_ids) for one
// centavo from account `from` to account `to`, one transaction per request, on a pool of as many connections as
// the server's (20), and answers the envelope {code: 1, data: {id}}. GET /readyz answers once it listens.
// Not part of the product: it is the ledger measured outside the project, given the same front as a round.
// Usage (by bench-api.mjs): DATABASE_URL=... PORT=... node scripts/bench-pgledger-route.mjs
import Fastify from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 })
const app = Fastify()
app.get('/readyz', async () => ({ ok: true }))
app.post('/api/transfer', async (request) => {
  const { from, to } = request.body
  const { rows } = await pool.query({
    name: 'transfer',
    text: `select id from pgledger_create_transfer((select id from bench_pgledger_ids where n = $1),
                                                   (select id from bench_pgledger_ids where n = $2), 1)`,
    values: [from, to],
  })
  return { code: 1, data: { id: rows[0].id } }
})
app.addHook('onClose', () => pool.end())
process.on('SIGTERM', () => void app.close())
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
