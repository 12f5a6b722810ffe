import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import type { Page } from '@playwright/test'
import { baseURL } from '@root/playwright.config'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
}

const MOUNTS = [
  { prefix: '/demo/', folder: 'demo' },
  { prefix: '/widgets/', folder: 'dist/widgets' },
]

export interface PartnerSite {
  origin: string
  /** Serves `html` at `path` (a page made for one test), with the same rewriting as the demo pages. */
  page(path: string, html: string): string
  close(): Promise<void>
}

/**
 * A partner's web site on another origin: the demo pages and a copy of the widget bundle, on plain
 * node:http. The pages embed the script from the Ficha server (`ficha`: the main test server unless said), as
 * a partner does (`../widgets/` becomes the server's /widgets/), and their CSP, written for the demo's home
 * on the Ficha server ('self'), names it.
 */
export async function startPartnerSite(origin: string, ficha = baseURL): Promise<PartnerSite> {
  const pages = new Map<string, string>()
  const rewrite = (html: string) =>
    html.replaceAll('src="../widgets/', `src="${ficha}/widgets/`).replaceAll("'self'", `'self' ${ficha}`)

  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', origin).pathname)
    const extra = pages.get(path)
    if (extra !== undefined) {
      response.writeHead(200, { 'content-type': TYPES['.html'] }).end(rewrite(extra))
      return
    }
    const mount = MOUNTS.find(({ prefix }) => path.startsWith(prefix))
    const file = mount ? normalize(join(mount.folder, path.slice(mount.prefix.length))) : ''
    // Nothing outside the two folders, whatever the path says.
    if (!mount || !file.startsWith(`${normalize(mount.folder)}${sep}`)) {
      response.writeHead(404).end()
      return
    }
    try {
      const body = await readFile(file)
      const type = TYPES[extname(file)] ?? 'application/octet-stream'
      response.writeHead(200, { 'content-type': type })
      response.end(type.startsWith('text/html') ? rewrite(body.toString('utf8')) : body)
    } catch {
      response.writeHead(404).end()
    }
  })
  const { hostname, port } = new URL(origin)
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve))
  return {
    origin,
    page(path, html) {
      pages.set(path, html)
      return `${origin}${path}`
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A page of the partner's, under the same strict CSP as the demo pages. */
export const partnerPage = (
  body: string,
  head = '<script src="../widgets/ficha.js" defer></script>',
) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self'; style-src 'self'; frame-src 'self'; base-uri 'none'" />
    ${head}
  </head>
  <body>${body}</body>
</html>`

/**
 * What a player sees of an element with secret fields on a partner's page: Ficha's frame inside it
 * (docs/widgets.md, "Secrets stay on Ficha's origin"), and in the frame the element itself.
 */
export const framed = (page: Page, tag: string) => page.locator(`${tag} iframe`).contentFrame().locator(tag)
