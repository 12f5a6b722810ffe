#!/usr/bin/env node
// Every test of the project, in one command (`npm test`): lint, types, unused code, import walls, the alert rules,
// unit and API tests on the embedded database, the API tests again on PostgreSQL through PgBouncer, the
// production build with its size budgets, a clean install of the build started as production starts it, and the browser tests, then
// a Lighthouse mobile report (printed, never failing). Runs every step even after a failure, then prints one
// summary and exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startPgbouncer } from './pgbouncer.mjs'

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
/** Redis for the multi-process tests (skipped when it does not answer). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15'
const reports = mkdtempSync(join(tmpdir(), 'ficha-test-'))
const results = []
let passed = 0
let failed = 0
let skipped = 0
/** The failed tests by name, with the first line of their error: the summary repeats them at the end, where
 * a truncated CI log still shows them. */
const failures = []

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = status === 0
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  return ok
}

/**
 * A report step: printed, timed out after `timeoutMs`, never failing the run (its figures depend on the
 * machine, and CI has two cores).
 */
function report(name, command, args, timeoutMs) {
  console.log(`\n▶ ${name} (report): ${command} ${args.join(' ')}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit', timeout: timeoutMs })
  if (status !== 0) console.warn(`⚠ ${name} did not complete; it is a report and fails nothing.`)
  results.push({ name: `${name} (report)`, ok: true, seconds: Math.round((Date.now() - started) / 1000) })
}

/** Adds a runner's JSON report to the totals; a missing report (the runner crashed) counts as one failure. */
function count(file, read) {
  if (!existsSync(file)) {
    failed += 1
    return
  }
  const totals = read(JSON.parse(readFileSync(file, 'utf8')))
  passed += totals.passed
  failed += totals.failed
  skipped += totals.skipped
  failures.push(...totals.failures)
}
const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? ''
const vitestTotals = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
  failures: r.testResults.flatMap((file) => [
    ...(file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')
      ? [`${file.name}: ${firstLine(file.message)}`]
      : []),
    ...file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${file.name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`),
  ]),
})
/** Every spec of a Playwright report, through its nested suites. */
const playwrightSpecs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(playwrightSpecs)]
const playwrightTotals = (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
  failures: r.suites
    .flatMap(playwrightSpecs)
    .filter((spec) => !spec.ok)
    .map((spec) => {
      const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error
      return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error?.message)}`
    }),
})

function vitest(name, file, args, env) {
  const out = join(reports, file)
  run(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    env,
  )
  count(out, vitestTotals)
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

run('lint (Biome)', 'npx', ['biome', 'check', '.'])
run('types (tsc)', 'npx', ['tsc', '--noEmit'])
// Unused files, exports and dependencies (knip.json names the entries: server, portal, widgets, play,
// scripts, tests): an export nothing imports is un-exported or deleted, not left to drift. The second run is
// knip's production mode (the entries marked `!`, tests left out): a product file or export only tests import
// is dead, unless its JSDoc tags it @internal (a hook a test reads, such as a limit it would otherwise copy).
// It does not follow the build's config files, so what only they read (portal/build, widgets/build, the
// portal's critical CSS) is left out of its project by the patterns that start and end with `!`, and an
// export only they read is tagged @internal.
run('unused code (knip)', 'sh', [
  '-c',
  'npx knip && npx knip --production --include files,dependencies,exports,types',
])
// The import walls (.dependency-cruiser.cjs): no client import of server code, no circle, no folder cycle.
run('import walls (dependency-cruiser)', 'npx', [
  'depcruise',
  ...['src', 'portal', 'console', 'widgets', 'play', 'server', 'demo', 'scripts', 'simulator', 'tests'],
])
// The alert rules of deploy/prometheus/: valid for Prometheus (check) and firing on alerts.test.yml's cases.
if (run('promtool present', 'bash', ['scripts/ensure-promtool.sh'])) {
  run('alert rules (promtool)', 'sh', [
    '-c',
    'promtool check rules deploy/prometheus/alerts.yml && promtool test rules deploy/prometheus/alerts.test.yml',
  ])
}
vitest('unit and API tests on PGlite', 'vitest-pglite.json', [], { DATABASE_URL: '' })

if (await postgresReachable()) {
  // Through PgBouncer in transaction mode, as docs/server.md advises production: each test server's
  // DATABASE_URL goes through the pooler and its DATABASE_DIRECT_URL does not (tests/support/postgres.ts).
  const pooler = run('PgBouncer present', 'bash', ['scripts/ensure-pgbouncer.sh'])
    ? await startPgbouncer(POSTGRES_URL)
    : undefined
  try {
    vitest(
      'API tests on PostgreSQL through PgBouncer',
      'vitest-postgres.json',
      ['--project', 'api', '--project', 'api-mocking'],
      {
        DATABASE_URL: POSTGRES_URL,
        REDIS_URL,
        TEST_PGBOUNCER_URL: pooler?.url ?? '',
      },
    )
  } finally {
    pooler?.stop()
  }
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${POSTGRES_URL}; CI requires it.`)
  results.push({ name: 'API tests on PostgreSQL', ok: false, seconds: 0 })
  failed += 1
} else {
  console.warn(
    `\n⚠ PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL pass is skipped (set TEST_DATABASE_URL).`,
  )
}

if (run('production build', 'npm', ['run', 'build'])) {
  // The build as an operator runs it: npm ci --omit=dev beside dist/, NODE_ENV=production npm start, /readyz.
  run('clean install', 'npx', ['tsx', 'scripts/clean-install.ts'])
  run('portal first-route budget', 'node', ['scripts/size-report.mjs'])
  run('widget size budgets', 'node', ['scripts/size-check.mjs'])
  run('no console code in the portal', 'node', ['scripts/console-apart.mjs'])
  if (run('Chromium present', 'bash', ['scripts/ensure-chromium.sh'])) {
    const out = join(reports, 'playwright.json')
    run('browser tests (Playwright, system Chromium)', 'npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    })
    count(out, playwrightTotals)
    report('Lighthouse mobile', 'node', ['scripts/lighthouse.mjs'], 360_000)
  }
}

rmSync(reports, { recursive: true, force: true })
console.log('\nSummary')
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`)
const stepsFailed = results.filter((r) => !r.ok).length
if (stepsFailed && !failed) failed = stepsFailed
if (failures.length) console.log(`Failed tests\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(stepsFailed || failed ? 1 : 0)
