import cors from '@fastify/cors'
import fp from 'fastify-plugin'

/** Partner pages on other origins (CORS_ORIGINS) may call the API with the token, vuelang and device headers. */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'token', 'vuelang', 'idempotency-key', 'device'],
      maxAge: 600,
    })
  },
  { name: 'cors' },
)
