import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PluginBuild } from 'esbuild'
import { type SourceScan, scanSource } from './source-scan'
import { widgetModules } from './widget-modules'

const CATALOGUE = /[\\/]locales[\\/][a-z]{2}\.json$/

// One pass per build, shared by every plugin that asks (their onStart callbacks run together). The widget
// builds run once each, never in watch mode, so a build's sources do not change under it.
const scans = new WeakMap<object, Promise<SourceScan[]>>()

/**
 * The scanned sources (source-scan.ts) of the project's own TypeScript files that a build's entries
 * bundle, read from a quick pass that leaves packages out and empties the catalogues: what the catalogue,
 * style and icon pruning read to learn which texts, classes and icons the bundle can ask for.
 */
export function bundleScans(build: PluginBuild, root: string): Promise<SourceScan[]> {
  let pending = scans.get(build.initialOptions)
  if (!pending) {
    pending = scanBundle(build, root)
    scans.set(build.initialOptions, pending)
  }
  return pending
}

async function scanBundle(build: PluginBuild, root: string): Promise<SourceScan[]> {
  const pass = await build.esbuild.build({
    entryPoints: build.initialOptions.entryPoints ?? [],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'sources',
    packages: 'external',
    logLevel: 'silent',
    plugins: [
      widgetModules(root),
      {
        name: 'empty-catalogues',
        setup: (b) => b.onLoad({ filter: CATALOGUE }, () => ({ contents: '{}', loader: 'json' })),
      },
    ],
  })
  const files = Object.keys(pass.metafile.inputs).filter((file) => /\.tsx?$/.test(file))
  return Promise.all(files.map(async (file) => scanSource(file, await readFile(join(root, file), 'utf8'))))
}
