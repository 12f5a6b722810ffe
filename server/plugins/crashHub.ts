import fp from 'fastify-plugin'
import type { Listen } from '../db/listen'
import { CrashHub } from '../services/crash'

/** Starts the crash game's live side on the database's LISTEN, feeding bet/stream's crash events. */
export default fp<{ listen: Listen }>(
  async (app, { listen }) => {
    const hub = new CrashHub(app.db, app.liveFeed, app.log)
    await hub.start(listen)
    app.addHook('preClose', async () => {
      await hub.close()
    })
  },
  { name: 'crash-hub', dependencies: ['live-feed'] },
)
