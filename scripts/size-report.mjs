#!/usr/bin/env node
// Size report (not a test): the portal's JavaScript for the first route (entry plus its static imports) and
// for every lazily loaded page (the page chunk plus what it imports beyond the first route), gzip and brotli.
// Reads the Vite manifest of `npm run build:portal`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = process.env.PORTAL_DIST ?? 'dist/portal'
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))

const bytes = (file) => readFileSync(join(dist, file))
const gzip = (buf) => gzipSync(buf, { level: 9 }).length
const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const kb = (n) => `${(n / 1024).toFixed(1)} KB`

/** The JS files a chunk loads before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key].imports ?? []) closure(dep, seen)
  return seen
}
const filesOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))
function measure(files) {
  const buf = Buffer.concat(files.map(bytes))
  return { raw: buf.length, gzip: gzip(buf), brotli: brotli(buf) }
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
const firstKeys = closure(entryKey)
const first = measure(filesOf(firstKeys))

const lazy = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.startsWith('pages/'))
  .map((k) => ({ page: k, ...measure(filesOf([...closure(k)].filter((d) => !firstKeys.has(d)))) }))
  .sort((a, b) => b.gzip - a.gzip)

console.log(
  `first route (entry + static imports): ${kb(first.gzip)} gzip, ${kb(first.brotli)} brotli, ${kb(first.raw)} raw`,
)
console.log(`lazy pages: ${lazy.length}; largest first (gzip / brotli, beyond the first route):`)
for (const p of lazy.slice(0, 10))
  console.log(`  ${p.page.padEnd(44)} ${kb(p.gzip).padStart(9)} ${kb(p.brotli).padStart(9)}`)
