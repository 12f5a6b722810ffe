import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PluginBuild } from 'esbuild'
import { widgetModules } from './widget-modules'

export interface Source {
  fileName: string
  text: string
}

const CATALOGUE = /[\\/]locales[\\/][a-z]{2}\.json$/

/**
 * The project's own TypeScript sources that a build's entries bundle, read from a quick pass that leaves
 * packages out and empties the catalogues. The catalogue and style pruning read them to learn which texts
 * and classes the bundle can ask for.
 */
export async function bundleSources(build: PluginBuild, root: string): Promise<Source[]> {
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
  return Promise.all(
    files.map(async (file) => ({ fileName: file, text: await readFile(join(root, file), 'utf8') })),
  )
}
