#!/usr/bin/env node
// Size report: the portal's JavaScript for the first route (the script index.html loads, every module it
// preloads, the zh catalogue among them, and their static imports: all that arrives before anything renders)
// and for every lazily loaded page (the page chunk plus what it imports beyond the first route), as served:
// each file's precompressed gzip and brotli sibling (scripts/precompress.mjs), summed, with the number of
// files (each one a request). Fails past the first route's budget (scripts/size-budgets.mjs). Reads the
// Vite manifest of `npm run build:portal`.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { FIRST_ROUTE_BUDGET } from './size-budgets.mjs'

const dist = process.env.PORTAL_DIST ?? 'dist/portal'
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
/** What the server sends for `file` with that encoding: its sibling, or the file when none was smaller. */
const served = (file, extension) => {
  const packed = join(dist, `${file}.${extension}`)
  return statSync(existsSync(packed) ? packed : join(dist, file)).size
}

/** The JS files a chunk loads before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key].imports ?? []) closure(dep, seen)
  return seen
}
const filesOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))
const measure = (files) => ({
  files: files.length,
  raw: files.reduce((sum, file) => sum + statSync(join(dist, file)).size, 0),
  gzip: files.reduce((sum, file) => sum + served(file, 'gz'), 0),
  brotli: files.reduce((sum, file) => sum + served(file, 'br'), 0),
})

// The entry is the module script of index.html (the manifest marks no entry when the first route's
// modules share the entry's chunk: portal/build/first-route.ts); the browser fetches each modulepreload
// link beside it, before any script has run.
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const keyOf = (file) => {
  const key = Object.keys(manifest).find((k) => manifest[k].file === file)
  if (!key) throw new Error(`no manifest entry for index.html's ${file}`)
  return key
}
const loadedByHtml = [
  ...html.matchAll(/<script type="module"[^>]*src="\.\/([^"]+)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]*href="\.\/([^"]+)"/g),
].map(([, file]) => keyOf(file))
if (loadedByHtml.length === 0) throw new Error('index.html loads no module script')
const firstKeys = new Set(loadedByHtml.flatMap((key) => [...closure(key)]))
const first = measure(filesOf(firstKeys))

const lazy = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.startsWith('pages/'))
  .map((k) => ({ page: k, ...measure(filesOf([...closure(k)].filter((d) => !firstKeys.has(d)))) }))
  .sort((a, b) => b.gzip - a.gzip)

// The login page's form renders once its chunk, the chunks it imports statically and its part of the zh
// texts (portal/build/catalogue-parts.ts) have arrived.
const LOGIN_PAGE = 'pages/jogos/login.tsx'
const ZH_PART = /^\.\.\/ficha-texts:.*\/zh$/
const login =
  manifest[LOGIN_PAGE] &&
  measure(
    filesOf([
      ...[...closure(LOGIN_PAGE)].filter((key) => !firstKeys.has(key)),
      ...(manifest[LOGIN_PAGE].dynamicImports ?? []).filter((key) => ZH_PART.test(key)),
    ]),
  )

console.log(
  `first route (index.html's script, its preloads and their static imports, ${first.files} files): ${kb(first.gzip)} gzip (${first.gzip} of ${FIRST_ROUTE_BUDGET} B), ${kb(first.brotli)} brotli, ${kb(first.raw)} raw${login ? `; the login page adds ${login.files} files, ${kb(login.gzip)} gzip, before its form renders` : ''}`,
)
console.log(`lazy pages: ${lazy.length}; largest first (files, gzip / brotli, beyond the first route):`)
for (const p of lazy.slice(0, 10))
  console.log(
    `  ${p.page.padEnd(44)} ${String(p.files).padStart(3)} ${kb(p.gzip).padStart(9)} ${kb(p.brotli).padStart(9)}`,
  )
if (first.gzip > FIRST_ROUTE_BUDGET) {
  console.error(`Over its budget: the first route is ${first.gzip} B gzip, budget ${FIRST_ROUTE_BUDGET} B.`)
  process.exit(1)
}
