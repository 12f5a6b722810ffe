import fastifyStatic from '@fastify/static'
import { Code } from '@src/contract/codes'
import { routeModule } from '../endpoint'
import { ApiError } from '../envelope'
import { serverPath } from '../paths'
import { ASSETS_ROUTE } from '../services/content'
import { artOf } from '../services/games'

const ASSETS_DIR = serverPath('assets')

/**
 * GET /api/assets/*: the server's own images (game art, banners), made for this project, and GET
 * /api/assets/art/SLUG: the art drawn for a game whose provider gave no picture (services/games/art.ts).
 * Clients may cache them for a day.
 */
export default routeModule('assets', async (app, route) => {
  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: ASSETS_ROUTE,
    decorateReply: false,
    maxAge: '1d',
    schemaHide: true,
  })
  route(
    {
      summary: "A game's drawn art (SVG)",
      description:
        "The picture of a game whose provider gave none: its initials and studio on a colour of its own. The catalogue's `image` points here for such games. Errors: 404 for an unknown game.",
    },
    async (request, reply) => {
      const svg = await artOf(app.db, request.params.slug)
      if (!svg) throw new ApiError(Code.NotFound)
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg)
    },
  )
})
