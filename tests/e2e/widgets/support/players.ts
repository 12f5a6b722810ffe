import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { baseURL } from '@root/playwright.config'
import type { GameInfo, GameLaunch, GameSessionToken, SpinResult } from '@src/contract/game'
import type { InviteLinks, TeamData } from '@src/contract/rewards'
import { call, createPlayer, latestCode, type newPhone, PASSWORD } from '../../support/api'
import { pixTopUp, reportPixPaid } from '../../support/money'

/** A money call: it carries an idempotency key, as the portal's do. */
async function moneyCall<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  data: object,
): Promise<T> {
  const response = await request.post(`/api/${path}`, {
    data,
    headers: { token, vuelang: 'en', 'idempotency-key': randomUUID() },
  })
  const body = await response.json()
  if (body.code !== 1) throw new Error(`${path} answered ${body.code}: ${body.msg}`)
  return body.data as T
}

/** A player with `amount` centavos on the game balance: a PIX top-up the provider reports paid, then converted. */
export async function fundedPlayer(request: APIRequestContext, amount = 5_000) {
  const player = await createPlayer(request)
  const order = await pixTopUp(request, player.token, amount)
  await reportPixPaid(request, order.data.brCode)
  await moneyCall(request, 'index/walletTransfer', player.token, { direction: 'toGame', all: true })
  return player
}

/** Plays one round of a game through the real game calls, as the game page does; answers the round. */
export async function playRound(request: APIRequestContext, token: string, slug = 'fruta-tropical') {
  const launch = await call<GameLaunch>(request, 'index/in_game', { slug }, token)
  const launchToken = new URLSearchParams(new URL(launch.url, 'http://localhost').hash.slice(1)).get('launch')
  const session = await call<GameSessionToken>(request, 'game/open', { launch: launchToken })
  const headers = { 'game-token': session.token, vuelang: 'en' }
  const info = (await (await request.post('/api/game/info', { data: {}, headers })).json()).data as GameInfo
  const answer = await request.post('/api/game/spin', {
    data: { bet: info.bets.min, clientRoundId: randomUUID() },
    headers,
  })
  return ((await answer.json()).data as SpinResult).round
}

/** A player's own invitation code (index/get_links). */
export async function invitationCode(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.get('/api/index/get_links', { headers: { token } })
  return ((await answer.json()).data as InviteLinks).code
}

/** The first level of a player's team (index/allThirdLevelUsers). */
export const team = (request: APIRequestContext, token: string) =>
  call<TeamData>(request, 'index/allThirdLevelUsers', { level: 1 }, token)

/**
 * Fills the sign-up form inside `form` (Portuguese texts) with the phone and PASSWORD twice, asks for the
 * code and waits for it to be sent; answers the code, not yet typed.
 */
export async function askSignupCode(page: Page, form: Locator, phone: ReturnType<typeof newPhone>) {
  await form.getByLabel('Número de celular').fill(phone.national)
  await form.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await form.getByLabel('Confirme a senha').fill(PASSWORD)
  await form.getByRole('button', { name: 'Enviar código' }).click()
  const sent = () => latestCode(page.request, phone.e164, 'register').catch(() => '')
  await expect.poll(sent).not.toBe('')
  return sent()
}

/**
 * Waits for the portal (of the main test server unless said) to run logged in; answers its session token,
 * checking the hand-off left the address.
 */
export async function landedOnPortal(page: Page, portal = baseURL): Promise<string> {
  await page.waitForURL((url) => url.origin === portal, { timeout: 15_000 })
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('App-Token')), { timeout: 10_000 })
    .toBeTruthy()
  expect(new URL(page.url()).searchParams.has('handoff')).toBe(false)
  await expect(page).not.toHaveURL(/pages\/jogos\/login/)
  return (await page.evaluate(() => localStorage.getItem('App-Token'))) ?? ''
}
