import type { Plugin, Rollup } from 'vite'

/**
 * The files of the first route: the entry chunk, its static imports (transitively) and their CSS, which the
 * page loads before any of its code runs. What scripts/size-report.mjs measures and the service worker keeps.
 */
export function firstRouteFiles(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('the portal build has no entry chunk')
  const files = new Set<string>()
  const visit = (fileName: string) => {
    if (files.has(fileName)) return
    files.add(fileName)
    const chunk = chunks.find((candidate) => candidate.fileName === fileName)
    for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css)
    for (const imported of chunk?.imports ?? []) visit(imported)
  }
  visit(entry.fileName)
  return files
}

/**
 * Vite plugin: the list of files preloaded with each lazy chunk (a page, a part of the frame) leaves out
 * the first route's, which are always loaded before any lazy import runs; every page's list named them
 * again in the entry script (issue 15, the first route's weight).
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
