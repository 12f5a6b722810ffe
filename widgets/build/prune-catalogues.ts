import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'esbuild'
import { bundleScans } from './bundle-sources'
import { pruneCatalogue, referencedKeys } from './catalogue-keys'

const CATALOGUE = /[\\/]locales[\\/]([a-z]{2})\.json$/

export interface PruneOptions {
  root: string
  /** Also writes the cut-down catalogues of these languages as JSON files here (the classic script's). */
  publish?: { dir: string; langs: readonly string[] }
}

/**
 * Cuts every catalogue (locales/*.json) a bundle imports down to the keys its own code can ask for, so an
 * element ships the zh fallback for its own texts only (the whole zh catalogue is over 3 KB gzip). The string
 * literals of the bundle's sources (bundle-sources.ts) name the keys (catalogue-keys.ts).
 */
export function pruneCatalogues({ root, publish }: PruneOptions): Plugin {
  let keep: (key: string) => boolean = () => true
  const load = async (file: string) => pruneCatalogue(JSON.parse(await readFile(file, 'utf8')), keep)
  return {
    name: 'ficha-prune-catalogues',
    setup(build) {
      build.onStart(async () => {
        keep = referencedKeys(await bundleScans(build, root))
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
