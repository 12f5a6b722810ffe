import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test'
import { keepScreenshot, startIn } from './portal/portal'
import { call, createPlayer } from './support/api'
import { CONSOLE_VIEWPORT, openConsole } from './support/console'

// Four eyes need two operators, and the run's server seeds one: this file starts a server of its own on a
// database of its own (the run's port + 8: +2 and +11 to +15 are the run's other servers), first as the second operator (OPERATOR_PHONE), then as the seeded one, so both exist.
const port = Number(process.env.E2E_PORT ?? 18080) + 8
const origin = `http://127.0.0.1:${port}`
const CHECKER = { username: '+5511988887777', password: 'segundo-operador-42' }
const MAKER = { username: '+5511999990000', password: 'ficha-operator' }

let server: ChildProcess | undefined
let dataDir = ''
let api: APIRequestContext

const start = async (env: Record<string, string>): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
      CODE_DAILY_CAP_PER_IP: '100000',
      LOGIN_TRIES_PER_IP: '100000',
      ...env,
    },
    stdio: 'ignore',
  })
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`)
    const up = await fetch(`${origin}/api/docs.json`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return child
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const stop = async (child: ChildProcess | undefined) => {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dataDir = mkdtempSync(join(tmpdir(), 'ficha-e2e-corrections-'))
  await stop(await start({ OPERATOR_PHONE: CHECKER.username, OPERATOR_PASSWORD: CHECKER.password }))
  server = await start({})
  api = await request.newContext({ baseURL: origin })
})

test.afterAll(async () => {
  await api?.dispose()
  await stop(server)
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const login = async (who: { username: string; password: string }) =>
  (await call<{ userinfo: { token: string } }>(api, 'user/login', who)).userinfo.token

const consoleAs = async (page: Page, token: string, path: string) => {
  await page.setViewportSize(CONSOLE_VIEWPORT)
  await openConsole(page, 'en', token, `${origin}${path}`)
}

test('a correction above the four-eyes amount waits for a second operator, then shows in the player’s history and in the audit', async ({
  browser,
}, testInfo) => {
  const player = await createPlayer(api)
  const { id } = await call<{ id: number }>(api, 'user/getUserinfo', {}, player.token)

  const maker = await browser.newPage()
  await consoleAs(maker, await login(MAKER), '/console/corrections')
  await maker.getByLabel('Player id').fill(String(id))
  await maker.getByLabel('Amount (R$)').fill('1500')
  await maker.getByLabel('Comment').fill('Saque atrasado por falha do provedor')
  await maker.getByRole('button', { name: 'Make correction' }).click()
  const pending = maker.locator('#corrections-pending').locator('..').getByTestId('correction-row')
  await expect(pending.filter({ hasText: String(id) })).toContainText('Waiting')
  // The maker cannot approve their own: the server says why, nothing moves.
  await pending
    .filter({ hasText: String(id) })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(maker.getByText('You made this correction')).toBeVisible()
  await keepScreenshot(maker, testInfo, 'console-corrections-pending')

  const checker = await browser.newPage()
  await consoleAs(checker, await login(CHECKER), '/console/corrections')
  const row = checker.locator('#corrections-pending').locator('..').getByTestId('correction-row')
  await row
    .filter({ hasText: String(id) })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(checker.getByText('Correction approved and applied.')).toBeVisible()
  await expect(
    checker.locator('#corrections-history').locator('..').getByTestId('correction-row').first(),
  ).toContainText('Applied')

  const playerPage = await browser.newPage()
  await playerPage.setViewportSize(CONSOLE_VIEWPORT)
  await startIn(playerPage, 'en', player.token)
  await playerPage.goto(`${origin}/#/pages/mine/account/balance_history`)
  const entry = playerPage.getByTestId('balance-entry')
  await expect(entry).toContainText('Goodwill credit')
  await expect(entry).toContainText('1.500,00')

  await maker.goto(`${origin}/console/audit`)
  await expect(maker.getByTestId('chain-status')).toContainText('Chain intact')
  const audit = maker.getByTestId('audit-row').filter({ hasText: `user:${id}` })
  await expect(audit.filter({ hasText: 'correction.approve' })).toHaveCount(1)
  await expect(audit.filter({ hasText: 'correction.request' })).toHaveCount(1)
  await keepScreenshot(maker, testInfo, 'console-audit')
  await keepScreenshot(playerPage, testInfo, 'player-balance-history')
})
