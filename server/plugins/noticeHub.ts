import fp from 'fastify-plugin'
import type { Listen } from '../db/listen'
import { NoticeHub } from '../services/notifications'

declare module 'fastify' {
  interface FastifyInstance {
    /** Each connected player's new notifications (notice/stream), from every server process. */
    noticeHub: NoticeHub
  }
}

/** Starts the notification hub on the database's LISTEN; its streams end before the server closes. */
export default fp<{ listen: Listen }>(
  async (app, { listen }) => {
    const hub = new NoticeHub(app.db, {
      maxConnections: app.config.sseMaxConnections,
      log: app.log,
      defaultLang: app.config.language.default,
    })
    await hub.start(listen)
    app.decorate('noticeHub', hub)
    app.addHook('preClose', async () => {
      await hub.close()
    })
  },
  { name: 'notice-hub' },
)
