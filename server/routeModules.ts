import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { RouteModule } from './endpoint'
import { routeFiles } from './routeFiles'

const ROUTES = fileURLToPath(new URL('routes', import.meta.url))

let loaded: Promise<[string, RouteModule][]> | undefined

/**
 * Every module of server/routes/, by its path there, imported from the folder as it is now: read once per
 * process, however many apps it builds. The server's build replaces this file with static imports of the same
 * modules (tsup.server.config.ts): a bundle has no folder to read.
 */
export const loadRouteModules = (): Promise<[string, RouteModule][]> => {
  loaded ??= Promise.all(
    routeFiles(ROUTES).map(async (path): Promise<[string, RouteModule]> => {
      const module: { default: RouteModule } = await import(pathToFileURL(join(ROUTES, `${path}.ts`)).href)
      return [path, module.default]
    }),
  )
  return loaded
}
