import fp from 'fastify-plugin'
import type { Listen } from '../db/listen'
import { LiveFeed } from '../services/games'

declare module 'fastify' {
  interface FastifyInstance {
    /** New settled rounds pushed to bet/stream clients, from every server process sharing the database. */
    liveFeed: LiveFeed
  }
}

/** Starts the live feed on the database's LISTEN; its streams end before the server closes. */
export default fp<{ listen: Listen }>(
  async (app, { listen }) => {
    const feed = new LiveFeed(app.db, { maxConnections: app.config.sseMaxConnections, log: app.log })
    await feed.start(listen)
    app.decorate('liveFeed', feed)
    // Open streams would keep close() waiting for ever: end them first.
    app.addHook('preClose', async () => {
      await feed.close()
    })
  },
  { name: 'live-feed' },
)
