import { existsSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { version } from '../../package.json'
import { PROJECT_ROOT } from '../paths'

/** A year, and the browser never asks again: the address changes whenever the content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Addresses whose content changes in place (partners paste them): five minutes, then ask again. */
const REVALIDATE_SOON = 'public, max-age=300, must-revalidate'
/** HTML, the service worker and the manifest: always ask (a cheap 304), so a deploy is seen at once. */
const REVALIDATE = 'no-cache'

/** The versioned address of the widget bundle (docs/widgets.md): a sibling of /widgets/, so every
 * relative address inside the bundle (../api/, chunks/, locales/) resolves exactly as from /widgets/. */
const PINNED_WIDGETS = `/widgets@${version}/`

type CachePolicy = (file: string) => string

/** tsup fingerprints the lazy chunks; ficha.js, the element modules and locales/ keep their names. */
const widgetBuild: CachePolicy = (file) => (file.startsWith(`chunks${sep}`) ? IMMUTABLE : REVALIDATE_SOON)
const html = (file: string) => file.endsWith('.html')

/** URL prefix -> built folder (relative to the project root) and how long its files may be cached.
 * Folders not built yet are skipped. Every file has .br and .gz siblings (scripts/precompress.mjs).
 * The fingerprinted folders have mounts of their own: their routes carry a subresource's headers
 * (server/plugins/helmet.ts) and no validators, which an address that never changes does not need. */
const MOUNTS: { prefix: string; folder: string; cache: CachePolicy; fingerprinted?: true }[] = [
  // Vite fingerprints everything under assets/; the pages above it keep their names.
  { prefix: '/assets/', folder: 'dist/portal/assets', cache: () => IMMUTABLE, fingerprinted: true },
  { prefix: '/', folder: 'dist/portal', cache: () => REVALIDATE },
  { prefix: '/demo/', folder: 'dist/demo', cache: (file) => (html(file) ? REVALIDATE : REVALIDATE_SOON) },
  { prefix: '/widgets/', folder: 'dist/widgets', cache: widgetBuild },
  { prefix: PINNED_WIDGETS, folder: 'dist/widgets', cache: () => IMMUTABLE },
  { prefix: '/play/assets/', folder: 'dist/play/assets', cache: () => IMMUTABLE, fingerprinted: true },
  { prefix: '/play/', folder: 'dist/play', cache: () => REVALIDATE },
  // The operator console: its own build, so players never download its code. Its pages are
  // addresses of its router (/console/orders), all answered with its index.html below.
  { prefix: '/console/assets/', folder: 'dist/console/assets', cache: () => IMMUTABLE, fingerprinted: true },
]

/** The console's shell, answered for /console/ and every page address under it (docs/console.md). */
const CONSOLE_INDEX = 'dist/console/index.html'

export interface StaticOptions {
  /** The folder holding dist/; PROJECT_ROOT by default. */
  projectRoot?: string
}

/** The built portal, the demo pages, the widget bundle and the game page, on the API's port: served
 * precompressed by the client's accept-encoding, with the cache lifetime of each kind of file. */
export default fp<StaticOptions>(
  async (app, { projectRoot = PROJECT_ROOT }) => {
    let decorated = false
    for (const { prefix, folder, cache, fingerprinted } of MOUNTS) {
      const root = join(projectRoot, folder)
      if (!existsSync(root)) continue
      await app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: !decorated,
        preCompressed: true,
        cacheControl: false,
        etag: !fingerprinted,
        lastModified: !fingerprinted,
        setHeaders: (reply: FastifyReply, path: string) => {
          reply.header('cache-control', cache(relative(root, path).replace(/\.(br|gz)$/, '')))
        },
      })
      decorated = true
    }
    const consoleIndex = join(projectRoot, CONSOLE_INDEX)
    if (existsSync(consoleIndex)) {
      const html = readFileSync(consoleIndex)
      const shell = (_request: unknown, reply: FastifyReply) =>
        reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html)
      // Pages, like the static files, not API routes: out of the OpenAPI document, as fastify-static leaves its own.
      const page = { schema: { hide: true } }
      app.get('/console', page, (_request, reply) => reply.redirect('/console/', 301))
      app.get('/console/', page, shell)
      app.get('/console/*', page, shell)
    }
  },
  { name: 'static' },
)
