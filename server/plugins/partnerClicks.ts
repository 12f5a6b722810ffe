import fp from 'fastify-plugin'
import { ClickBuffer, ClickRecorder } from '../services/partners'

declare module 'fastify' {
  interface FastifyInstance {
    /** partner/click's recorder: its per-address counts, its memory of visitors and its group commit. */
    partnerClicks: ClickRecorder
  }
}

/**
 * The partners' clicks of this process (services/partners, ClickRecorder). Its buffer is written out once
 * the server has drained (onClose runs after the in-flight requests), before the caller closes the database.
 */
export default fp(
  async (app) => {
    const recorder = new ClickRecorder(app.db, app.readCache, new ClickBuffer(app.db, app.log))
    app.decorate('partnerClicks', recorder)
    app.addHook('onClose', async () => {
      await recorder.buffer.close()
    })
  },
  { name: 'partner-clicks', dependencies: ['read-cache'] },
)
