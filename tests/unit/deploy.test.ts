// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '@server/config'
import { PRODUCTION_ENV } from '@tests/api/productionEnv'
import { describe, expect, test } from 'vitest'
import { parse, parseAllDocuments } from 'yaml'

// The deployment files of deploy/ against README's configuration table and the server's production checks:
// every setting they name is one the server documents, and each way of deploying carries what production
// requires, in a form loadConfig accepts once the secrets are filled in.
const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')

/** The variables of README's configuration table (a row may name two: `OPERATOR_PHONE` / `OPERATOR_PASSWORD`). */
const documented = new Set(
  read('README.md')
    .split('\n## Configuration\n')[1]
    ?.split('\n## ')[0]
    ?.split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ''),
    ),
)

/** The PostgreSQL image's own settings, which compose passes to the database container, not to Ficha. */
const POSTGRES_IMAGE = new Set(['POSTGRES_USER', 'POSTGRES_DB', 'POSTGRES_PASSWORD'])

type Env = Record<string, string>
const asEnv = (values: Record<string, unknown> | undefined): Env =>
  Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, String(value ?? '')]))

const compose = parse(read('deploy/compose.yaml')) as {
  services: Record<string, { build?: { dockerfile?: string }; environment?: Record<string, unknown> }>
}
/** The services that run Ficha's image (built from deploy/Dockerfile). */
const appServices = Object.entries(compose.services).filter(
  ([, service]) => service.build?.dockerfile === 'deploy/Dockerfile',
)
const composeEnv = asEnv(appServices[0]?.[1].environment)
/** The variables compose substitutes (`${NAME:?…}`, `${NAME:-…}`), which deploy/.env sets. */
const interpolated = [...read('deploy/compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(
  (m) => m[1] ?? '',
)
const envExample = read('deploy/.env.example')
  .split('\n')
  .flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? [])

const manifests = readdirSync(join(root, 'deploy/k8s'))
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(read(`deploy/k8s/${file}`)).map((document) => ({
      file,
      ...(document.toJS() as {
        kind: string
        data?: Record<string, unknown>
        stringData?: Record<string, unknown>
      }),
    })),
  )
const kinds = (kind: string) => manifests.filter((manifest) => manifest.kind === kind)
const configMap = asEnv(kinds('ConfigMap')[0]?.data)
const secret = asEnv({ ...kinds('Secret')[0]?.data, ...kinds('Secret')[0]?.stringData })
/** Variables set on the containers directly (env:), beside the ConfigMap and the Secret. */
const containerEnv = read('deploy/k8s/deployment.yaml')
  .split('\n')
  .flatMap((line) => /^\s*- name: ([A-Z][A-Z0-9_]*)\s*$/.exec(line)?.[1] ?? [])

const dockerfileEnv = read('deploy/Dockerfile')
  .split('\n')
  .flatMap((line) => /^ENV ([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? [])

describe("every setting deploy/ names is in README's configuration table", () => {
  test('the table and the files are read', () => {
    expect(documented.has('DATABASE_URL')).toBe(true)
    expect(appServices.map(([name]) => name)).toEqual(['ficha-a', 'ficha-b'])
    expect(Object.keys(configMap).length).toBeGreaterThan(5)
    expect(Object.keys(secret).length).toBeGreaterThan(5)
    expect(dockerfileEnv).toContain('NODE_ENV')
  })

  test.each([
    [
      'compose: the app services',
      appServices.flatMap(([, service]) => Object.keys(service.environment ?? {})),
    ],
    ['compose: the variables it substitutes', interpolated.filter((name) => !POSTGRES_IMAGE.has(name))],
    ['deploy/.env.example', envExample.filter((name) => !POSTGRES_IMAGE.has(name))],
    ['k8s: the ConfigMap', Object.keys(configMap)],
    ['k8s: the Secret', Object.keys(secret)],
    ['k8s: the containers', containerEnv],
    ['the Dockerfile', dockerfileEnv],
  ])('%s', (_where, names) => {
    expect(names.filter((name) => !documented.has(name))).toEqual([])
  })

  test('the two app services run with the same settings', () => {
    expect(asEnv(appServices[1]?.[1].environment)).toEqual(composeEnv)
  })

  test('deploy/.env.example lists every variable compose substitutes', () => {
    expect([...new Set(interpolated)].filter((name) => !envExample.includes(name))).toEqual([])
  })
})

/**
 * What production requires (tests/api/productionEnv.ts: the settings server/config.ts refuses to start
 * without, AUDIT_EXPORT_FILE standing for "it or AUDIT_EXPORT_URL"), and what several processes need
 * (docs/server.md, Several processes and production).
 */
const REQUIRED = [
  ...Object.keys(PRODUCTION_ENV).filter((name) => name !== 'AUDIT_EXPORT_FILE'),
  'NODE_ENV',
  'DATABASE_URL',
  'REDIS_URL',
  'TRUST_PROXY',
  'METRICS_TOKEN',
  'PUBLIC_URL',
]
const AUDIT_EXPORT = ['AUDIT_EXPORT_FILE', 'AUDIT_EXPORT_URL']

/** Values for the secrets an operator fills in, long enough for every check. */
const FILLED: Env = {
  ...PRODUCTION_ENV,
  POSTGRES_PASSWORD: 'a database password',
  PUBLIC_URL: 'https://casino.example',
  METRICS_TOKEN: 'a metrics token of at least 16 characters',
  AUDIT_EXPORT_SECRET: 'an audit export secret of at least 32 characters',
}

/** Compose's substitution with deploy/.env holding FILLED (optional variables left empty). */
const substitute = (value: string) =>
  value.replace(/\$\{([A-Z][A-Z0-9_]*)(?::([?-])([^}]*))?\}/g, (_match, name: string, kind, rest: string) => {
    const given = FILLED[name]
    if (given) return given
    if (kind === '?') throw new Error(`compose would stop: ${name} is required and FILLED lacks it`)
    return kind === '-' ? rest : ''
  })

describe('the settings production requires are present', () => {
  test.each([
    ['compose', composeEnv],
    ['k8s (ConfigMap and Secret)', { ...configMap, ...secret }],
  ])('%s', (_where, env) => {
    expect(REQUIRED.filter((name) => !(name in env))).toEqual([])
    expect(AUDIT_EXPORT.some((name) => name in env)).toBe(true)
    expect(env.NODE_ENV).toBe('production')
    expect(env.SMS_PROVIDER).toBe('http')
  })

  test('compose: the server accepts its settings once deploy/.env is filled in', () => {
    const env = Object.fromEntries(
      Object.entries(composeEnv).map(([name, value]) => [name, substitute(value)]),
    )
    const config = loadConfig(env)
    expect(config.production).toBe(true)
    // Queries through the pooler, what needs a session straight to PostgreSQL.
    expect(config.databaseUrl).toMatch(/^postgres:\/\/ficha:.+@pgbouncer:5432\/ficha$/)
    expect(config.databaseDirectUrl).toMatch(/^postgres:\/\/ficha:.+@postgres:5432\/ficha$/)
    expect(config.trustProxy).toBe(1)
  })

  const filledSecret = Object.fromEntries(
    Object.entries(secret).map(([name, value]) => [name, FILLED[name] ?? value]),
  )

  test('k8s: the server accepts the ConfigMap and the Secret once the Secret is filled in', () => {
    const config = loadConfig({ ...configMap, ...filledSecret })
    expect(config.production).toBe(true)
    expect(config.audit.exportUrl).toBeDefined()
  })

  // Each placeholder stops the server on its own, so a Secret applied as shipped never serves.
  const placeholders = Object.keys(secret).filter(
    (name) => !name.endsWith('_URL') || name === 'SMS_WEBHOOK_URL',
  )
  test.each(placeholders)("k8s: the Secret's placeholder %s is refused", (name) => {
    expect(() => loadConfig({ ...configMap, ...filledSecret, [name]: secret[name] ?? '' })).toThrow()
  })
})
