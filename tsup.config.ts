import { rmSync } from 'node:fs'
import { defineConfig, type Options } from 'tsup'
import { COMPAT_ALIAS } from './widgets/build/compat-alias'
import { widgetPlugins } from './widgets/build/plugins'
import { SHARED_LAZY } from './widgets/build/shared-lazy'
import { ELEMENT_TAGS } from './widgets/tags'

/**
 * The widget bundles (docs/widgets.md), into dist/widgets:
 * - ficha.js, one classic script (IIFE) that defines every element; its catalogues are JSON files in
 *   locales/ beside it (published by the frame page's build, whose sources take in its own), fetched when an
 *   element needs one;
 * - ficha-<element>.js, one self-contained ES module per element, its catalogues as lazy chunks in chunks/.
 * React's names resolve to @preact/compat (widgets/build/compat-alias.ts). Each bundle is built on its own so that its zh fallback and its
 * catalogues carry only the texts its own code uses (widgets/build/prune-catalogues.ts).
 */
const root = process.cwd()
const outDir = 'dist/widgets'

rmSync(outDir, { recursive: true, force: true })

const common: Options = {
  outDir,
  platform: 'browser',
  target: 'es2022',
  // terser after esbuild: a few percent smaller than esbuild's own minifier (6% on the classic script).
  minify: 'terser',
  terserOptions: { compress: { passes: 3 }, ecma: 2020 },
  noExternal: [/.*/],
  env: { NODE_ENV: 'production' },
  outExtension: () => ({ js: '.js' }),
  esbuildOptions(options) {
    options.alias = COMPAT_ALIAS
    options.mainFields = ['module', 'browser', 'main']
    options.legalComments = 'none'
    options.chunkNames = 'chunks/[name]-[hash]'
  },
}

export default defineConfig([
  {
    ...common,
    entry: { ficha: 'widgets/ficha.ts' },
    format: 'iife',
    esbuildPlugins: widgetPlugins(root),
  },
  {
    // The frame page's script (frame.html, copied from widgets/public): every element, on Ficha's origin
    // inside a partner's page, and the frame's own texts. Both classic scripts fetch the catalogues it
    // publishes, cut to the keys of its sources, which take in the classic script's.
    ...common,
    entry: { 'ficha-frame': 'widgets/ficha-frame.ts' },
    format: 'iife',
    publicDir: 'widgets/public',
    esbuildPlugins: widgetPlugins(root, { dir: `${outDir}/locales`, langs: ['en', 'sw', 'pt'] }),
  },
  ...ELEMENT_TAGS.map(
    (name): Options => ({
      ...common,
      entry: { [name]: `widgets/${name}/index.ts` },
      format: 'esm',
      splitting: true,
      esbuildPlugins: widgetPlugins(root),
    }),
  ),
  {
    ...common,
    entry: SHARED_LAZY,
    format: 'esm',
  },
])
