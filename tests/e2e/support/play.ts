import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import type { GameIndex } from '@src/contract/catalogue'
import type { Envelope } from '@src/contract/envelope'
import type { GameInfo, SpinResult } from '@src/contract/game'
import { call, createPlayer } from './api'
import { paidPixTopUp } from './money'

/**
 * A new player whose wallet was topped up by PIX (the provider command settles it, as the bank would) and moved
 * to the game balance.
 */
export async function newPlayerWithGameBalance(
  request: APIRequestContext,
  centavos: number,
  baseURL: string,
) {
  const player = await createPlayer(request)
  const { token } = player
  await paidPixTopUp(request, token, centavos, baseURL)
  const moved = await request.post('/api/index/walletTransfer', {
    data: { direction: 'toGame', all: true },
    headers: { token, vuelang: 'en', 'idempotency-key': randomUUID() },
  })
  if ((await moved.json()).code !== 1) throw new Error('the wallet could not move to the game balance')
  return player
}

/** A game of the catalogue by slug. */
export async function gameBySlug(request: APIRequestContext, slug: string) {
  const index = await call<GameIndex>(request, 'index/game_index')
  const game = index.flatMap((category) => category.games).find((entry) => entry.slug === slug)
  if (!game) throw new Error(`no ${slug}`)
  return game
}

/** A game session opened through the API, as a second device would: launch, then the game calls. */
export async function openGameSession(request: APIRequestContext, token: string, gameId: number) {
  const { url } = await call<{ url: string }>(request, 'index/in_game', { id: gameId }, token)
  // The URL is relative to the server: the fragment is all that matters here.
  const launch = new URLSearchParams(new URL(url, 'http://localhost').hash.slice(1)).get('launch') ?? ''
  const session = await call<{ token: string }>(request, 'game/open', { launch })
  const game = async <T>(path: string, data?: unknown): Promise<T> => {
    const response = await request.post(`/api/${path}`, {
      data: data ?? {},
      headers: { 'game-token': session.token, vuelang: 'en' },
    })
    const body = (await response.json()) as Envelope<T>
    if (body.code !== 1) throw new Error(`${path} answered ${body.code}: ${body.msg}`)
    return body.data
  }
  return {
    info: () => game<GameInfo>('game/info'),
    spin: (body: { bet: number; clientRoundId: string }) => game<SpinResult>('game/spin', body),
  }
}

/**
 * Plays real rounds (provably fair: server seed, client seed, nonce) at `bet` until `wanted` accepts one,
 * and returns that round with the client round id it was played under: the game page that sends the same id
 * again (a spin it remembers as unanswered) is answered this very round, charged once.
 */
export async function playUntil(
  session: Awaited<ReturnType<typeof openGameSession>>,
  bet: number,
  wanted: (result: SpinResult) => boolean,
  limit = 3_000,
): Promise<{ result: SpinResult; clientRoundId: string }> {
  for (let spin = 0; spin < limit; spin += 1) {
    const clientRoundId = randomUUID()
    const result = await session.spin({ bet, clientRoundId })
    if (wanted(result)) return { result, clientRoundId }
  }
  throw new Error(`no such round in ${limit} spins`)
}
