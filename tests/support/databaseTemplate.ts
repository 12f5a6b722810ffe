/**
 * The run's seeded template database (built by databaseTemplate.setup.ts, Vitest's global setup of the API
 * project), for a test server to start from.
 */
import { readFileSync } from 'node:fs'
import type { Config } from '@server/config'
import { inject } from 'vitest'
import { seedSettings } from './databaseTemplate.setup'

let pgliteDump: Blob | undefined

/**
 * The template a test server with these settings may start from: nothing when the run has none (a file run
 * outside the API project) or when its seeds would differ.
 */
export const templateFor = (config: Config): { pglite?: Blob; postgres?: string } => {
  const template = inject('databaseTemplate')
  if (!template || template.seededWith !== seedSettings(config)) return {}
  if (template.postgresName) return { postgres: template.postgresName }
  if (!template.pgliteFile) return {}
  pgliteDump ??= new Blob([readFileSync(template.pgliteFile)])
  return { pglite: pgliteDump }
}
