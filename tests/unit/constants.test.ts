import { describe, expect, it } from 'vitest'
import * as constants from '../../src/constants'

describe('spec constants', () => {
  it('hold the values of the spec (§5, §9)', () => {
    expect(constants).toMatchObject({
      APP_VERSION: '1.1.0',
      CODE_LENGTH: 6,
      CODE_COUNTDOWN_SECONDS: 60,
      TEXTAREA_MAX_LENGTH: 140,
      TOAST_DURATION_MS: 2500,
      NOTIFY_DURATION_MS: 3000,
      TOAST_Z_INDEX: 10090,
      ASYNC_PAGE_DELAY_MS: 200,
      PAGE_TIMEOUT_MS: 60_000,
      CHUNK_TIMEOUT_MS: 120_000,
      WINNER_FEED_COUNT: 10,
      WINNER_TICKER_SCROLL_MS: 16_000,
      WINNER_TICKER_INTERVAL_MS: 8_000,
      BACK_TO_TOP: { scrollTop: 400, bottom: 100, right: 20, durationMs: 100 },
      TRANSITION_MS: 300,
      JUST_NOW_MS: 300_000,
    })
  })

  it('match the version in package.json', async () => {
    const { default: pkg } = await import('../../package.json')
    expect(constants.APP_VERSION).toBe(pkg.version)
  })
})
