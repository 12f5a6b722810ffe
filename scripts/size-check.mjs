#!/usr/bin/env node
// Widget size budgets (docs/widgets.md), run by `npm test` after the build. Measures what a page loads from
// dist/widgets, as served (each file's precompressed sibling): an element's ES module with the chunks it imports statically (runtime and zh fallback
// included), and the classic all-elements script; prints gzip and brotli sizes, the size once a second
// language is fetched, and the ratio to the same entry built with React and react-dom instead of @preact/compat.
// Budgets (scripts/size-budgets.mjs: the ticker element alone 16 KB, the classic all-elements script
// 36 KB, each with the runtime, @preact/compat, r2wc and rosetta, and one language: zh, which every bundle
// carries). A bundle past its budget fails (exit non-zero).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { minify } from 'terser'
import { register } from 'tsx/esm/api'
import { WIDGET_BUDGETS as BUDGETS, KB, overBudget } from './size-budgets.mjs'

// The repository's tsconfig, whatever the working directory: its paths are the @src/, @server/… aliases.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) })
const { widgetPlugins } = await import('../widgets/build/plugins.ts')
const { SHARED_LAZY } = await import('../widgets/build/shared-lazy.ts')
const { ELEMENT_TAGS } = await import('../widgets/tags.ts')

const dist = 'dist/widgets'

/** What the server sends for these files with that encoding: each one's precompressed sibling
 * (scripts/precompress.mjs), or the file when none was smaller, summed. */
const served = (files, extension) =>
  [...files].reduce((sum, file) => {
    const packed = `${file}.${extension}`
    return sum + statSync(existsSync(packed) ? packed : file).size
  }, 0)
const kb = (n) => `${(n / KB).toFixed(1)} KB`

if (!existsSync(join(dist, 'ficha.js'))) {
  console.error(`No ${dist}/ficha.js: run npm run build:widgets first.`)
  process.exit(1)
}

/** A module and, transitively, the chunks it imports statically (dynamic import() chunks load on demand). */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, path] of code.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g))
    staticClosure(join(dirname(file), path), seen)
  return seen
}

/** The catalogue chunks an ES module may fetch, by language: `import("./chunks/pt-XXXX.js")`. */
const languageChunks = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/import\(\s*["'](\.\/chunks\/(?:en|sw|pt)-[^"']+)["']\s*\)/g)].map(
    ([, path]) => join(dirname(file), path),
  )

/** The same entry built with React and react-dom, minified as tsup.config.ts does, for the ratio (never shipped). */
async function withReactDom(entry, format) {
  const root = process.cwd()
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify: true,
    format,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'none',
    logLevel: 'silent',
    outdir: 'react-dom',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: widgetPlugins(root),
  })
  const { code } = await minify(result.outputFiles[0].text, {
    compress: { passes: 2 },
    ecma: 2020,
    module: format === 'esm',
  })
  return gzipSync(code ?? '', { level: 9 }).length
}

const rows = []
for (const name of ELEMENT_TAGS) {
  const entry = join(dist, `${name}.js`)
  const files = staticClosure(entry)
  const largestLanguage = Math.max(0, ...languageChunks(entry).map((file) => served([file], 'gz')))
  rows.push({
    name: `${name}.js (ES module${files.size > 1 ? ` + ${files.size - 1} chunk` : ''})`,
    key: name,
    gzip: served(files, 'gz'),
    brotli: served(files, 'br'),
    withLanguage: served(files, 'gz') + largestLanguage,
    reactDom: await withReactDom(`widgets/${name}/index.ts`, 'esm'),
  })
}
const classic = [join(dist, 'ficha.js')]
const localeFiles = readdirSync(join(dist, 'locales'))
  .filter((file) => file.endsWith('.json')) // not their precompressed .br and .gz siblings
  .map((file) => join(dist, 'locales', file))
rows.push({
  name: 'ficha.js (classic, every element)',
  key: 'ficha',
  gzip: served(classic, 'gz'),
  brotli: served(classic, 'br'),
  withLanguage: served(classic, 'gz') + Math.max(...localeFiles.map((file) => served([file], 'gz'))),
  reactDom: await withReactDom('widgets/ficha.ts', 'iife'),
})
// What a bundle fetches only when it is needed (the QR encoder, with the first code drawn): no React in it.
for (const name of Object.keys(SHARED_LAZY)) {
  const file = [join(dist, `${name}.js`)]
  rows.push({
    name: `${name}.js (loaded on demand)`,
    key: name,
    gzip: served(file, 'gz'),
    brotli: served(file, 'br'),
  })
}

const header = ['bundle', 'gzip', 'brotli', '+1 language', 'react-dom gzip', 'ratio', 'budget']
const table = rows.map((row) => [
  row.name,
  kb(row.gzip),
  kb(row.brotli),
  row.withLanguage ? kb(row.withLanguage) : '',
  row.reactDom ? kb(row.reactDom) : '',
  row.reactDom ? (row.gzip / row.reactDom).toFixed(2) : '',
  BUDGETS[row.key]
    ? `${row.gzip <= BUDGETS[row.key] ? 'ok' : 'OVER'}: ${row.gzip} of ${BUDGETS[row.key]} B`
    : '',
])
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((cells) => cells[column].length)),
)
const line = (cells) =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
    .join('  ')
console.log(line(header))
for (const cells of table) console.log(line(cells))
console.log(
  'As served: the precompressed gzip (Zopfli) and brotli (q11) files, summed; react-dom: gzip -9. "+1 language": with the largest catalogue a non-zh player fetches on demand.',
)

const failed = overBudget(rows, BUDGETS)
for (const row of failed)
  console.error(`Over its budget: ${row.name} is ${row.gzip} B gzip, budget ${BUDGETS[row.key]} B.`)
process.exit(failed.length > 0 ? 1 : 0)
