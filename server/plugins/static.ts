import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

/** URL prefix -> folder (relative to the project root). Folders not built yet are skipped. */
const MOUNTS = [
  { prefix: '/', folder: 'dist/portal' },
  { prefix: '/demo/', folder: 'demo' },
  { prefix: '/widgets/', folder: 'dist/widgets' },
  { prefix: '/play/', folder: 'dist/play' },
]

/** The built portal, the demo pages, the widget bundle and the game page, on the API's port. */
export default fp(
  async (app) => {
    let decorated = false
    for (const { prefix, folder } of MOUNTS) {
      const root = fileURLToPath(new URL(`../../${folder}`, import.meta.url))
      if (!existsSync(root)) continue
      await app.register(fastifyStatic, { root, prefix, decorateReply: !decorated })
      decorated = true
    }
  },
  { name: 'static' },
)
