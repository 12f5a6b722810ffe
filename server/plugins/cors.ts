import cors, { type FastifyCorsOptions } from '@fastify/cors'
import fp from 'fastify-plugin'

/**
 * The widget bundles' own files: scripts, ES modules and their chunks, catalogues (.js and .json under
 * /widgets/ and the pinned /widgets@<version>/). Any address spelled otherwise, the frame page's included,
 * is not one.
 */
const publicWidgetFile = (url: string): boolean => /^\/widgets(@[^/?#]+)?\/[^?#]*\.js(on)?(\?|$)/.test(url)

/**
 * Partner pages on other origins (CORS_ORIGINS) may call the API with the token, vuelang and device headers,
 * and frame the frame page. The widget bundles' own files are public texts that any page may read
 * (`Access-Control-Allow-Origin: *`, no credentials): a page whose origin is not listed still gets its
 * elements in its language, saying that this site may not show them, where the browser's refusal of a
 * catalogue left them in the zh fallback and an ES module not running at all.
 */
export default fp(
  async (app) => {
    const listed: FastifyCorsOptions = {
      origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'token', 'vuelang', 'idempotency-key', 'device'],
      maxAge: 600,
    }
    const anyone: FastifyCorsOptions = { origin: '*', methods: ['GET'], maxAge: 600 }
    await app.register(cors, {
      delegator: (request, callback) => callback(null, publicWidgetFile(request.url) ? anyone : listed),
    })
  },
  { name: 'cors' },
)
