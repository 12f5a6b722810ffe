import type { RouteModule } from '@server/endpoint'
import { loadRouteModules } from '@server/routeModules'
import { matchRoutes } from '@server/routeTable'
import { ENDPOINTS, type EndpointRow } from '@src/contract/endpoints'
import { describe, expect, test } from 'vitest'
import { createTestServer, sharedServer } from '../helpers'

// The table of src/contract/endpoints.ts is every route the server serves: the OpenAPI document and the
// route modules agree with it row for row, and a server whose modules and table disagree does not start.
const given = sharedServer(() => createTestServer())

/** The operations a row makes in the OpenAPI document, as "POST /api/user/login". */
const operationsOf = (path: string, row: EndpointRow): string[] => {
  const url = (row.url ?? path).replace(/:(\w+)/g, '{$1}')
  const mounts = row.mount === 'root' ? [''] : row.mount === 'both' ? ['/api', ''] : ['/api']
  const methods = typeof row.method === 'string' ? [row.method] : row.method
  return methods.flatMap((method) => mounts.map((mount) => `${method} ${mount}/${url}`))
}

const ROWS = Object.entries(ENDPOINTS) as [string, EndpointRow][]

describe('the endpoint table', () => {
  test('every operation of the OpenAPI document is a row, and every row is in the document', async () => {
    const response = await given.server.app.inject({ method: 'GET', url: '/api/docs.json' })
    const paths: Record<string, Record<string, unknown>> = response.json().paths
    const documented = Object.entries(paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    )
    const expected = ROWS.filter(([, row]) => !row.hidden).flatMap(([path, row]) => operationsOf(path, row))
    expect(documented.filter((operation) => !expected.includes(operation))).toEqual([])
    expect(expected.filter((operation) => !documented.includes(operation))).toEqual([])
    // Out of the document by design: the game providers' wallet calls, in their own protocols.
    expect(ROWS.filter(([, row]) => row.hidden).map(([path]) => path)).toEqual(['gp/hub88', 'gp/slotegrator'])
  })

  test('every row has its module under server/routes/, and every module its row', async () => {
    const modules = await loadRouteModules()
    expect(modules.map(([path]) => path)).toEqual(Object.keys(ENDPOINTS).sort())
    expect(matchRoutes(modules)).toHaveLength(ROWS.length)
  })

  test('a row without a module stops the server, naming the path', async () => {
    const modules = (await loadRouteModules()).filter(([path]) => path !== 'user/login')
    expect(() => matchRoutes(modules)).toThrow(
      "src/contract/endpoints.ts has a row 'user/login' without a module server/routes/user/login.ts",
    )
  })

  test('a module without a row stops the server, naming the path', async () => {
    const stray: RouteModule = { path: 'user/login', register: async () => undefined }
    const modules = [...(await loadRouteModules()), ['user/signin', stray] as [string, RouteModule]]
    expect(() => matchRoutes(modules)).toThrow(
      "server/routes/user/signin.ts has no row 'user/signin' in src/contract/endpoints.ts",
    )
  })
})
