/**
 * Runs Ficha as an operator does, in CI after `npm run build` (scripts/test.mjs): what production needs of
 * the repository (package.json, package-lock.json, scripts/start.mjs, dist/) alone in a fresh folder, `npm ci --omit=dev --ignore-scripts` there, then
 * `NODE_ENV=production npm start` with the least a production server needs (tests/api/productionEnv.ts),
 * until GET /readyz answers 200 and the portal's page is served; then SIGTERM, which must end it cleanly.
 * A module the build leaves out, a runtime import of a devDependency, a file read from the source tree or
 * a start that needs tsx fails here. Exit 0, or 1 with the server's output.
 *
 * `npx tsx scripts/clean-install.ts` (it reads the settings' TypeScript list; the server it starts does not).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PRODUCTION_ENV } from '../tests/api/productionEnv'

const root = new URL('..', import.meta.url).pathname
const READY_WITHIN_MS = 90_000

const fail = (message: string, output = ''): never => {
  if (output) process.stderr.write(`${output}\n`)
  console.error(`✗ clean install: ${message}`)
  process.exit(1)
}

for (const built of ['dist/server/main.js', 'dist/portal/index.html'])
  if (!existsSync(join(root, built))) fail(`${built} is missing: run npm run build first`)

const folder = mkdtempSync(join(tmpdir(), 'ficha-clean-install-'))
let server: ChildProcess | undefined
process.on('exit', () => {
  if (server?.exitCode === null && server.pid) process.kill(-server.pid, 'SIGKILL')
  rmSync(folder, { recursive: true, force: true })
})
for (const file of ['package.json', 'package-lock.json', 'scripts/start.mjs', 'dist'])
  cpSync(join(root, file), join(folder, file), { recursive: true })
console.log(`clean install in ${folder}`)

const npm = (args: string[]) =>
  spawnSync('npm', [...args, '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: folder,
    stdio: 'inherit',
  }).status === 0
// As .ci/run: the registry serves linux-x64 builds only, so npm ci may refuse the lockfile's other
// platforms; npm install keeps its locked versions.
if (!npm(['ci'])) {
  console.log('npm ci refused the lockfile; npm install from it')
  if (!npm(['install'])) fail('npm could not install the dependencies')
}
// tsx stays a dependency for the operator's tools run from source (npm run audit:verify…); the built
// server must start without it.
rmSync(join(folder, 'node_modules/tsx'), { recursive: true, force: true })

const started = Date.now()
let output = ''
server = spawn('npm', ['start'], {
  cwd: folder,
  // Nothing of this shell's environment (a DATABASE_URL, NODE_ENV=test) but what npm needs to run.
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...PRODUCTION_ENV,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: join(folder, 'data'),
    AUDIT_EXPORT_FILE: join(folder, 'audit-heads.jsonl'),
    // Info, for the pid its 'Ficha is serving' line names.
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group: npm, its shell and node stop together.
  detached: true,
})
const exited = new Promise<number | null>((done) => server?.on('exit', (code) => done(code)))
server.stdout?.on('data', (chunk: Buffer) => {
  output += chunk
})
server.stderr?.on('data', (chunk: Buffer) => {
  output += chunk
})

const get = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (answer) => answer.status,
    () => 0,
  )
let base: string | undefined
while (Date.now() - started < READY_WITHIN_MS) {
  if (server.exitCode !== null) fail(`npm start exited with ${server.exitCode}`, output)
  base ??= /Open Ficha at (http:\/\/[^/\s]+)/.exec(output)?.[1]
  if (base && (await get(`${base}/readyz`)) === 200) break
  await new Promise((wait) => setTimeout(wait, 500))
}
if (!base || (await get(`${base}/readyz`)) !== 200)
  fail(`GET /readyz did not answer 200 within ${READY_WITHIN_MS / 1000} s`, output)
const portal = await get(`${base}/`)
if (portal !== 200) fail(`GET / answered ${portal}, not the built portal`, output)
console.log(`ready at ${base} in ${((Date.now() - started) / 1000).toFixed(1)} s; stopping it`)

// To the server itself, as an orchestrator stops it (npm, killed, would not wait for it); npm then exits
// with the server's code.
const pid = Number(
  /"pid":(\d+)[^\n]*"msg":"Ficha is serving"|"msg":"Ficha is serving"[^\n]*"pid":(\d+)/
    .exec(output)
    ?.slice(1)
    .find(Boolean),
)
if (!pid) fail('the log has no "Ficha is serving" line with its pid', output)
process.kill(pid, 'SIGTERM')
const code = await Promise.race([exited, new Promise((stop) => setTimeout(() => stop('timeout'), 30_000))])
if (code !== 0) fail(`npm start ended with ${code} after SIGTERM`, output)
console.log(`stopped in ${((Date.now() - started) / 1000).toFixed(1)} s after start`)
console.log('✓ clean install: npm ci --omit=dev, NODE_ENV=production npm start, /readyz 200, clean stop')
process.exit(0)
