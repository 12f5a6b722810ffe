import type { Plugin, Rollup } from 'vite'

const ONLY_IMPORTS = /^(\s*import\s*["'][^"']+["'];?)*\s*$/

/**
 * The files of the first route: the entry chunk, its static imports (transitively) and their CSS, which the
 * page loads before any of its code runs. What scripts/size-report.mjs measures and the service worker keeps.
 */
export function firstRouteFiles(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('the portal build has no entry chunk')
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    const chunk = chunks.find((candidate) => candidate.fileName === fileName)
    // An entry that only imports other chunks is dropped by Vite, which links those from the page instead
    // (it happens when lazily loaded pages await their texts: catalogue-parts.ts).
    if (!(chunk?.isEntry && ONLY_IMPORTS.test(chunk.code))) files.add(fileName)
    for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css)
    for (const imported of chunk?.imports ?? []) visit(imported)
  }
  visit(entry.fileName)
  return files
}

/**
 * Vite plugin: the list of files preloaded with each lazy chunk (a page, a part of the frame) leaves out
 * the first route's, which are always loaded before any lazy import runs; every page's list named them
 * again in the entry script (the first route's weight).
 */
export const preloadListsWithoutFirstRoute = (): Plugin => {
  let loaded = new Set<string>()
  return {
    name: 'ficha-preload-lists',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !loaded.has(dep)) },
      },
    }),
    // Before Vite's own generateBundle, which writes the lists.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded = firstRouteFiles(bundle)
      },
    },
  }
}

/**
 * Vite plugin: the portal in few files. Every module the entry imports statically (the first route) goes
 * into the entry's chunk, and every other module two or more lazy chunks import into one shared chunk;
 * each page keeps a chunk of its own. Rolldown's automatic splitting gave each set of importers a chunk:
 * sixty files of a few hundred bytes, twenty of them on the first route and twenty more under the login
 * page, each a request with its headers, which on HTTP/1.1 and a phone's round trips cost more than their
 * bytes (the login page's LCP went from 3.0 s to 2.4 s in Lighthouse's mobile run). The price: a
 * page also downloads shared modules it does not use, once (26 KB gzip), then every page has them.
 */
export const fewChunks = (): Plugin => {
  const firstRoute = new Set<string>()
  /** Modules loaded by import(): the pages and the catalogues, which stay chunks of their own. */
  const lazy = new Set<string>()
  return {
    name: 'ficha-few-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', test: (id) => firstRoute.has(id), priority: 2 },
                {
                  name: 'shared',
                  test: (id) => !firstRoute.has(id) && !lazy.has(id),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    }),
    // The module graph is whole here, before the chunks are made.
    buildEnd() {
      firstRoute.clear()
      lazy.clear()
      const ids = [...this.getModuleIds()]
      for (const id of ids)
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) lazy.add(target)
      const visit = (id: string) => {
        if (firstRoute.has(id)) return
        firstRoute.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
      }
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) visit(id)
    },
  }
}
