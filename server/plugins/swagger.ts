import swagger from '@fastify/swagger'
import fp from 'fastify-plugin'
import pkg from '../../package.json' with { type: 'json' }

/** The OpenAPI document, generated from the routes' schemas, at GET /api/docs.json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Ficha API',
          version: pkg.version,
          description:
            'Every answer is HTTP 200 with the envelope {code, data, msg}: code 1 is success; see docs/api.md for the codes.',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'token' },
            gameToken: { type: 'apiKey', in: 'header', name: 'game-token' },
          },
        },
      },
    })
    app.get('/api/docs.json', { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'swagger' },
)
