import { createGameApi, GameError, NO_ANSWER } from '@play/api'
import { afterEach, describe, expect, test } from 'vitest'
import { t } from '../api/english'
import { closedPortUrl, startTestServer } from '../api/test-server'

// The game page's calls read failures as the shared client does (spec §8), on a real local server.
let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

const gameApi = async (replies: Parameters<typeof startTestServer>[0]) => {
  const server = await startTestServer(replies)
  close = server.close
  return createGameApi({ lang: 'en', token: () => 'game-token', t, base: server.baseUrl })
}

const failure = async (call: Promise<unknown>): Promise<GameError> => {
  try {
    await call
  } catch (error) {
    if (error instanceof GameError) return error
    throw error
  }
  throw new Error('the call succeeded')
}

describe('a game call that fails', () => {
  test('shows the code’s own text before the server’s msg', async () => {
    const api = await gameApi({ 'game/info': { body: { code: 403, data: null, msg: 'nope' } } })
    const error = await failure(api.call('info'))
    expect(error.message).toBe('No permission for the current operation.')
    expect(error.code).toBe(403)
  })

  test('shows the server’s msg for a business code, and the default when it sends none', async () => {
    const api = await gameApi({
      'game/info': { body: { code: 1601, data: null, msg: 'Not enough game balance' } },
      'game/rotate': { body: { code: 1602, data: null, msg: '' } },
    })
    expect((await failure(api.call('info'))).message).toBe('Not enough game balance')
    expect((await failure(api.call('rotate'))).message).toBe(
      'Unknown system error, please feedback to administrator.',
    )
  })

  test('an answer without an envelope reads "Interface 502 exception" and counts as no answer', async () => {
    const api = await gameApi({ 'game/info': { status: 502, body: 'Bad Gateway' } })
    const error = await failure(api.call('info'))
    expect(error.message).toBe('Interface 502 exception')
    expect(error.code).toBe(NO_ANSWER)
  })

  test('no server at all is no answer, in the player’s language', async () => {
    const api = createGameApi({ lang: 'en', token: () => null, t, base: await closedPortUrl() })
    const error = await failure(api.call('info'))
    expect(error.code).toBe(NO_ANSWER)
    expect(error.message).toBe(t('play.network'))
  })
})
