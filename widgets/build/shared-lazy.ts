import type { Plugin } from 'esbuild'

/**
 * Modules the shared components import lazily (`import('./qr-path')`) that every widget bundle loads from
 * one file of its own, built as an ES module entry beside them: the classic script (an IIFE, which cannot
 * split) fetches it only when needed, and a page with several bundles downloads it once. A dynamic import
 * in a classic script resolves against the script's own address, so the relative path holds on a
 * partner's page too (the server's CORS_ORIGINS must list that page's origin, as for the API).
 */
export const SHARED_LAZY = {
  'qr-encoder': { source: 'src/features/qr/qr-path.ts', specifier: /[\\/]qr-path$/ },
} as const

export function sharedLazy(): Plugin {
  return {
    name: 'ficha-shared-lazy',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\/.*$/ }, ({ path, kind }) => {
        if (kind !== 'dynamic-import') return undefined
        const shared = Object.entries(SHARED_LAZY).find(([, { specifier }]) => specifier.test(path))
        return shared ? { path: `./${shared[0]}.js`, external: true } : undefined
      })
    },
  }
}
