import { readFile } from 'node:fs/promises'
import type { Plugin } from 'esbuild'

/** nanostores keeps its update counter on globalThis, so that copies of the library share it. */
const SHARED_EPOCH = 'export const nanostoresGlobal = (globalThis.nanostoresGlobal ||= { epoch: 0 })'

/**
 * A widget may add nothing to the page's globals but its elements. Inside one bundle there is one copy of
 * nanostores, and bundles never share stores (they sync through the session's BroadcastChannel), so the
 * counter can stay in the module. The build fails if a nanostores update moves the line.
 */
export function noGlobals(): Plugin {
  return {
    name: 'ficha-no-globals',
    setup(build) {
      build.onLoad({ filter: /[\\/]nanostores[\\/]atom[\\/]index\.js$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8')
        if (!source.includes(SHARED_EPOCH)) throw new Error(`nanostores no longer has: ${SHARED_EPOCH}`)
        return {
          contents: source.replace(SHARED_EPOCH, 'export const nanostoresGlobal = { epoch: 0 }'),
          loader: 'js',
        }
      })
    },
  }
}
