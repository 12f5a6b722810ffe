import fp from 'fastify-plugin'
import type { Listen } from '../db/listen'
import { RaceHub } from '../services/races'

declare module 'fastify' {
  interface FastifyInstance {
    /** The race boards in memory, pushed as bet/stream's "race" event (services/races). */
    raceHub: RaceHub
  }
}

/** Starts the race boards on the database's LISTEN, feeding the live feed's race event. */
export default fp<{ listen: Listen }>(
  async (app, { listen }) => {
    const hub = new RaceHub(app.db, app.liveFeed, app.log, app.config.language.default)
    await hub.start(listen)
    app.decorate('raceHub', hub)
    app.addHook('preClose', async () => {
      await hub.close()
    })
  },
  { name: 'race-hub', dependencies: ['live-feed'] },
)
