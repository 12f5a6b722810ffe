import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { serverPath } from '../paths'
import { ASSETS_ROUTE } from '../services/content/assetUrl'

const ASSETS_DIR = serverPath('assets')

/**
 * GET /api/assets/*: the server's own images (game art, banners), made for this project. They never change
 * under a name, so clients may cache them for a day.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: ASSETS_ROUTE,
    decorateReply: false,
    maxAge: '1d',
    schemaHide: true,
  })
}

export default route
