/**
 * A process that settles one race and stops for good after its first prize (races.concurrency.test.ts kills
 * it there with SIGKILL): argv the PostgreSQL URL, its direct URL and the race id; tells its parent 'paid <place>'.
 */
import { loadConfig } from '@server/config'
import { openDatabase } from '@server/db'
import { settleRace } from '@server/services/races/settle'

const [url = '', directUrl = '', raceId = ''] = process.argv.slice(2)
const database = await openDatabase(
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATABASE_DIRECT_URL: directUrl }),
)
await settleRace(database.db, Number(raceId), {
  afterPrize: async (_race, place) => {
    process.send?.(`paid ${place}`)
    await new Promise(() => undefined)
  },
})
