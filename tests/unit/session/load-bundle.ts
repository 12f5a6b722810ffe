import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { vi } from 'vitest'

const persistentFile = pathToFileURL(resolve('node_modules/@nanostores/persistent/index.js'))

/**
 * Imports the session modules as a separately built bundle would carry them: fresh module instances with
 * their own copy of @nanostores/persistent (a query makes Node load the file again), so their own engine
 * and their own atoms.
 */
export const loadBundle = async (name: string) => {
  vi.resetModules()
  vi.doMock(
    '@nanostores/persistent',
    () => import(/* @vite-ignore */ `${persistentFile.href}?bundle=${name}`),
  )
  const store = await import('@src/session/store')
  const auth = await import('@src/session/auth')
  return { ...store, ...auth }
}
