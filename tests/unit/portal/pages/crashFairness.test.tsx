import { crashPoint, makeChain } from '@server/games/crash/fairness'
import type { CrashHistory } from '@src/contract/crash'
import { setLanguage } from '@src/i18n'
import { formatHundredths } from '@src/money'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { act, cleanup, render } from '../../features/render'

const post = vi.fn()
vi.mock('@portal/app/services', () => ({ api: { post } }))
const { default: CrashFairnessPage } = await import('@portal/pages/crash/fairness')

const SALT = '9d1e0f2a3b4c5d6e7f8091a2b3c4d5e6'

/** crash/history's answer for the first `length` rounds of a fresh chain, newest first. */
const history = (length: number): CrashHistory => {
  const { seeds, terminatingHash } = makeChain(length)
  return {
    chain: { id: 1, terminatingHash, salt: SALT, firstRound: 1, publishedAt: '2026-11-29T10:00:00.000Z' },
    rounds: seeds
      .map((seed, i) => ({
        round: i + 1,
        chainId: 1,
        seed,
        crashPoint: crashPoint(seed, SALT, 300),
        edgeBps: 300,
        flightStartsAt: '2026-11-29T10:00:00.000Z',
        crashedAt: '2026-11-29T10:00:05.000Z',
      }))
      .reverse(),
  }
}

/** Waits until the page has checked every round it shows. */
const settled = async () => {
  for (let i = 0; i < 50 && document.body.textContent?.includes('Checking'); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
}
const verdictOf = (round: number) =>
  document.querySelector(`li[data-round="${round}"]`)?.textContent ?? `no round ${round}`

beforeEach(() => setLanguage('en'))
afterEach(async () => {
  await cleanup()
  post.mockReset()
})

test('a visitor sees the published chain and every revealed round verified in the browser', async () => {
  const answer = history(12)
  post.mockResolvedValue(answer)
  await render(<CrashFairnessPage />)
  await settled()
  expect(post).toHaveBeenCalledWith('crash/history', { count: 100 }, { silent: true })
  expect(document.body.textContent).toContain(answer.chain?.terminatingHash)
  expect(document.body.textContent).toContain(SALT)
  for (const round of answer.rounds) {
    expect(verdictOf(round.round)).toContain('Verified')
    expect(verdictOf(round.round)).toContain(`${formatHundredths(round.crashPoint)}×`)
  }
})

test('a round whose published crash point does not follow from its seed says so', async () => {
  const answer = history(6)
  answer.rounds = answer.rounds.map((r) => (r.round === 4 ? { ...r, crashPoint: r.crashPoint + 7 } : r))
  post.mockResolvedValue(answer)
  await render(<CrashFairnessPage />)
  await settled()
  expect(verdictOf(4)).toContain('Does not match')
  expect(verdictOf(3)).toContain('Verified')
  expect(verdictOf(5)).toContain('Verified')
})

test('before the first round the page says there are none yet', async () => {
  post.mockResolvedValue({ chain: null, rounds: [] })
  await render(<CrashFairnessPage />)
  expect(document.body.textContent).toContain('No rounds yet.')
})
