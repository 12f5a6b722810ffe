import { ENDPOINTS, type EndpointRow } from '@src/contract/endpoints'
import type { RouteModule } from './endpoint'

export interface Route {
  path: string
  row: EndpointRow
  module: RouteModule
}

/**
 * Each row of src/contract/endpoints.ts with its module of server/routes/, in the table's order. Throws, naming
 * the path, when a module has no row, a row no module, or a module declares another path than its file's:
 * the server does not start with part of its table missing.
 */
export const matchRoutes = (
  modules: readonly [string, RouteModule][],
  rows: Readonly<Record<string, EndpointRow>> = ENDPOINTS,
): Route[] => {
  const byPath = new Map(modules)
  for (const [path, module] of modules) {
    if (!Object.hasOwn(rows, path))
      throw new Error(`server/routes/${path}.ts has no row '${path}' in src/contract/endpoints.ts`)
    if (module?.path !== path)
      throw new Error(
        `server/routes/${path}.ts must default-export the endpoint '${path}' (it declares '${module?.path}')`,
      )
  }
  return Object.entries(rows).map(([path, row]) => {
    const module = byPath.get(path)
    if (!module)
      throw new Error(
        `src/contract/endpoints.ts has a row '${path}' without a module server/routes/${path}.ts`,
      )
    return { path, row, module }
  })
}
