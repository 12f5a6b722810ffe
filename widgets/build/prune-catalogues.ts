import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'esbuild'
import { pruneCatalogue, referencedKeys } from './catalogue-keys'
import { widgetI18n } from './widget-i18n'

const CATALOGUE = /[\\/]locales[\\/]([a-z]{2})\.json$/

export interface PruneOptions {
  root: string
  /** Also writes the cut-down catalogues of these languages as JSON files here (the classic script's). */
  publish?: { dir: string; langs: readonly string[] }
}

/**
 * Cuts every catalogue (locales/*.json) a bundle imports down to the keys its own code can ask for, so an
 * element ships the zh fallback for its own texts only (the whole zh catalogue is over 3 KB gzip). Before
 * each build, a quick pass bundles the entries (packages left out, catalogues empty) to list the project's
 * sources the bundle contains, whose string literals name the keys (catalogue-keys.ts).
 */
export function pruneCatalogues({ root, publish }: PruneOptions): Plugin {
  let keep: (key: string) => boolean = () => true
  const load = async (file: string) => pruneCatalogue(JSON.parse(await readFile(file, 'utf8')), keep)
  return {
    name: 'ficha-prune-catalogues',
    setup(build) {
      build.onStart(async () => {
        const pass = await build.esbuild.build({
          entryPoints: build.initialOptions.entryPoints ?? [],
          absWorkingDir: root,
          bundle: true,
          write: false,
          metafile: true,
          format: 'esm',
          platform: 'browser',
          outdir: 'keys',
          packages: 'external',
          logLevel: 'silent',
          plugins: [
            widgetI18n(root),
            {
              name: 'empty-catalogues',
              setup: (b) => b.onLoad({ filter: CATALOGUE }, () => ({ contents: '{}', loader: 'json' })),
            },
          ],
        })
        const files = Object.keys(pass.metafile.inputs).filter((file) => /\.tsx?$/.test(file))
        keep = referencedKeys(
          await Promise.all(
            files.map(async (file) => ({ fileName: file, text: await readFile(join(root, file), 'utf8') })),
          ),
        )
      })
      build.onLoad({ filter: CATALOGUE }, async ({ path }) => ({
        contents: JSON.stringify(await load(path)),
        loader: 'json',
      }))
      if (publish)
        build.onEnd(async () => {
          await mkdir(publish.dir, { recursive: true })
          for (const lang of publish.langs) {
            const catalogue = await load(join(root, 'locales', `${lang}.json`))
            await writeFile(join(publish.dir, `${lang}.json`), JSON.stringify(catalogue))
          }
        })
    },
  }
}
