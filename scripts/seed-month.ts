// `npm run seed:month`: a month of realistic history (players, PIX top-ups and their bonuses, rounds,
// withdrawals, a correction) through the real services, for the console's dashboard and reports in
// development (server/seeds/month.ts; docs/console.md). It opens the database the server's settings name
// (DATABASE_URL, else DATA_DIR's PGlite: stop that server first), seeded as a server start would, and writes
// the month once: a database that has it already is left alone. SEED_PLAYERS (default 30) players.
import { loadConfig } from '@server/config'
import { openSeededDatabase } from '@server/seeds'
import { seedMonth } from '@server/seeds/month'

// As npm start on this machine: development unless NODE_ENV says otherwise.
const config = loadConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' })
if (config.production) {
  console.error('seed:month writes made-up players and money: never on a production database')
  process.exit(2)
}
const database = await openSeededDatabase(config)
try {
  const started = performance.now()
  const month = await seedMonth(database.db, config, { players: Number(process.env.SEED_PLAYERS ?? 30) })
  if (!month) console.log('The month is there already: nothing written.')
  else {
    const sum = (key: 'deposits' | 'withdrawals' | 'rounds' | 'ggr' | 'ngr') =>
      month.days.reduce((total, day) => total + day[key], 0)
    console.log(
      `${month.from} to ${month.to}: ${month.players} players, ${sum('deposits')} top-ups, ${sum('withdrawals')} withdrawals, ${sum('rounds')} rounds, GGR ${sum('ggr') / 100} BRL, NGR ${sum('ngr') / 100} BRL (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    )
  }
} finally {
  await database.close()
}
