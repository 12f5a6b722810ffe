/**
 * `npm start` (scripts/start.mjs): with HOST on the network, production and its refusals, never development;
 * with NODE_ENV=production and a build, the build alone.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, expect, test } from 'vitest'

// A folder whose front end counts as built, so start.mjs goes straight to the server.
const cwd = mkdtempSync(join(tmpdir(), 'ficha-start-'))
for (const built of [
  'dist/portal/index.html',
  'dist/console/index.html',
  'dist/widgets/ficha.js',
  'dist/play/index.html',
  'dist/demo/index.html',
]) {
  mkdirSync(dirname(join(cwd, built)), { recursive: true })
  writeFileSync(join(cwd, built), '')
}
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

const BASE_ENV = { PORT: '0', DATA_DIR: 'memory://', DATABASE_URL: '' }

/** Runs npm start with this environment until `done` holds of its output (then kills it) or it exits. */
const runStart = async (env: NodeJS.ProcessEnv, done: (output: string) => boolean) => {
  const child = spawn(process.execPath, [resolve('scripts/start.mjs')], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    if (done(output)) child.kill('SIGKILL')
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const code = await new Promise<number | null>((exited) => child.on('exit', exited))
  return { output, code }
}

test('npm start with HOST=0.0.0.0 and no NODE_ENV refuses to start in development, naming what production needs', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '0.0.0.0', ...BASE_ENV }
  delete env.NODE_ENV
  for (const name of Object.keys(env))
    if (name.startsWith('OPERATOR_') || name.startsWith('SMS_')) delete env[name]
  const { output, code } = await runStart(env, (text) => text.includes('Ficha is serving'))
  expect(output).not.toContain('Ficha is serving')
  expect(code).not.toBe(0)
  expect(output).toContain('production rules apply')
  // One line naming the setting, no stack under it.
  expect(output).toMatch(/^Ficha cannot start: .*(SMS_WEBHOOK_URL|OPERATOR_PHONE).*$/m)
  expect(output).not.toMatch(/^\s+at /m)
  // The simulators are development's only.
  expect(output).not.toContain('Hub88 simulator')
  expect(output).not.toContain('Slotegrator simulator')
}, 60_000)

test('npm start in development with no HUB88_* or SLOTEGRATOR_* runs both simulators and syncs their games into the lobby', async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    ...BASE_ENV,
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
  }
  for (const name of Object.keys(env))
    if (
      name.startsWith('HUB88_') ||
      name.startsWith('SLOTEGRATOR_') ||
      name === 'SIMULATOR_PORT' ||
      name === 'SIMULATOR_SLOTEGRATOR_PORT'
    )
      delete env[name]
  // Until Slotegrator's catalogue sync has logged its counts or its error (other jobs name the provider too).
  const { output } = await runStart(env, (text) =>
    /provider catalogue sync(ed| failed)\s+provider: "slotegrator"[\s\S]*?(removed|err)/.test(text),
  )
  expect(output).toMatch(/Hub88 simulator \(development\) at http:\/\/127\.0\.0\.1:\d+/)
  expect(output).toMatch(/Slotegrator simulator \(development\) at http:\/\/127\.0\.0\.1:\d+/)
  // Development logs pretty lines: the message, then its fields.
  expect(output).toMatch(/provider catalogue synced\s+provider: "hub88"\s+listed: 4\s+offered: 2/)
  expect(output).toMatch(/provider catalogue synced\s+provider: "slotegrator"\s+listed: 4\s+offered: 2/)
}, 180_000)

test('npm start with NODE_ENV=production runs the built server with plain node: no tsx, no front-end build', async () => {
  // A copy of start.mjs beside a stand-in for dist/server/main.js, in a folder with no node_modules and no
  // dist/portal: importing tsx or building the front end would fail there.
  const install = mkdtempSync(join(tmpdir(), 'ficha-start-built-'))
  try {
    mkdirSync(join(install, 'scripts'))
    copyFileSync(resolve('scripts/start.mjs'), join(install, 'scripts/start.mjs'))
    mkdirSync(join(install, 'dist/server'), { recursive: true })
    writeFileSync(
      join(install, 'dist/server/main.js'),
      "console.log('built server', process.env.NODE_ENV, process.execArgv.length)\n",
    )
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: install,
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const code = await new Promise<number | null>((exited) => child.on('exit', exited))
    expect(output).toBe('built server production 0\n')
    expect(code).toBe(0)
  } finally {
    rmSync(install, { recursive: true, force: true })
  }
}, 30_000)
