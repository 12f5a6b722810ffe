import { resolve } from 'node:path'
import { keysByPart } from '@portal/build/catalogue-parts'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../../..')
const at = (file: string) => resolve(root, file)

// The portal's own graph, cut down: the entry names no API text; the API client comes with a lazily
// loaded chunk (portal/app/frame-api.ts), as it does in the build.
const entry = at('portal/main.tsx')
const services = at('portal/app/services.ts')
const graph: Record<string, { importedIds: string[]; isEntry: boolean }> = {
  [entry]: { importedIds: [], isEntry: true },
  [services]: { importedIds: [at('src/api/client.ts')], isEntry: false },
  [at('src/api/client.ts')]: { importedIds: [at('src/api/messages.ts')], isEntry: false },
  [at('src/api/messages.ts')]: { importedIds: [], isEntry: false },
}

describe('the texts of the first route', () => {
  it('word every failed request, whichever page part has not arrived (no "api.timeout" on screen)', () => {
    const parts = keysByPart((id) => graph[id] ?? null, Object.keys(graph), new Set([services]), root)
    const shell = parts.get('shell')
    for (const key of ['api.timeout', 'api.network', 'api.status', 'api.sessionInvalid', 'http.default'])
      expect(shell?.(key), key).toBe(true)
  })
})
