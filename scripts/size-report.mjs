#!/usr/bin/env node
// Size report (not a test): the portal's JavaScript for the first route (the script index.html loads and its
// static imports) and for every lazily loaded page (the page chunk plus what it imports beyond the first
// route), as served: each file's precompressed gzip and brotli sibling (scripts/precompress.mjs), summed,
// with the number of files (each one a request). Reads the Vite manifest of `npm run build:portal`.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

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
// modules share the entry's chunk: portal/build/first-route.ts).
const entryFile = readFileSync(join(dist, 'index.html'), 'utf8').match(
  /<script type="module"[^>]*src="\.\/([^"]+)"/,
)?.[1]
const entryKey = Object.keys(manifest).find((k) => manifest[k].file === entryFile)
if (!entryKey) throw new Error(`no manifest entry for index.html's script ${entryFile}`)
const firstKeys = closure(entryKey)
const first = measure(filesOf(firstKeys))

const lazy = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.startsWith('pages/'))
  .map((k) => ({ page: k, ...measure(filesOf([...closure(k)].filter((d) => !firstKeys.has(d)))) }))
  .sort((a, b) => b.gzip - a.gzip)

console.log(
  `first route (entry + static imports, ${first.files} files): ${kb(first.gzip)} gzip, ${kb(first.brotli)} brotli, ${kb(first.raw)} raw`,
)
console.log(`lazy pages: ${lazy.length}; largest first (files, gzip / brotli, beyond the first route):`)
for (const p of lazy.slice(0, 10))
  console.log(
    `  ${p.page.padEnd(44)} ${String(p.files).padStart(3)} ${kb(p.gzip).padStart(9)} ${kb(p.brotli).padStart(9)}`,
  )
