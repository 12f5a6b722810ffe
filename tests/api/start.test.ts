/** `npm start` (scripts/start.mjs) with HOST on the network: production and its refusals, never development. */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, expect, test } from 'vitest'

// A folder whose front end counts as built, so start.mjs goes straight to the server.
const cwd = mkdtempSync(join(tmpdir(), 'ficha-start-'))
for (const built of [
  'dist/portal/index.html',
  'dist/widgets/ficha.js',
  'dist/play/index.html',
  'dist/demo/index.html',
]) {
  mkdirSync(dirname(join(cwd, built)), { recursive: true })
  writeFileSync(join(cwd, built), '')
}
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

test('npm start with HOST=0.0.0.0 and no NODE_ENV refuses to start in development, naming what production needs', async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '0.0.0.0',
    PORT: '0',
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
  }
  delete env.NODE_ENV
  for (const name of Object.keys(env))
    if (name.startsWith('OPERATOR_') || name.startsWith('SMS_')) delete env[name]
  const child = spawn(process.execPath, [resolve('scripts/start.mjs')], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    if (output.includes('Ficha is serving')) child.kill('SIGKILL')
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const code = await new Promise<number | null>((done) => child.on('exit', done))
  expect(output).not.toContain('Ficha is serving')
  expect(code).not.toBe(0)
  expect(output).toContain('production rules apply')
  expect(output).toMatch(/SMS_WEBHOOK_URL|OPERATOR_PHONE/)
}, 60_000)
