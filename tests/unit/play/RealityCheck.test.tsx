/** @jsxImportSource preact */

import en from '@locales/en.json'
import { type RealityCheck, useRealityCheck } from '@play/RealityCheck'
import type { PlayedRound } from '@src/contract/game'
import type { PlayProtection } from '@src/contract/protection'
import { createTranslator } from '@src/i18n/translator'
import { formatBRL } from '@src/money/format'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const t = createTranslator(en, en)
const NOW = Date.parse('2026-11-24T10:00:00.000Z')
const MINUTE = 60_000

let latest: RealityCheck
function Probe({ protection, onEnd }: { protection: PlayProtection; onEnd: (message: string) => void }) {
  latest = useRealityCheck({ protection, t, onEnd })
  return <div>{latest.view}</div>
}

const mount = (protection: PlayProtection, onEnd = vi.fn()) => {
  const root = document.createElement('div')
  document.body.append(root)
  act(() => render(<Probe protection={protection} onEnd={onEnd} />, root))
  return { root, onEnd }
}
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers({ now: NOW })
})
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

const protection = (over: Partial<PlayProtection> = {}): PlayProtection => ({
  realityCheckMinutes: 1,
  sessionStartedAt: new Date(NOW - 30_000).toISOString(),
  sessionEndsAt: null,
  net: -150,
  ...over,
})

describe('the reality check on the game page', () => {
  it('asks after the interval with the time played and the net result, and play waits', () => {
    const { root } = mount(protection())
    expect(latest.asking).toBe(false)
    act(() => latest.played({ profit: -130 } as PlayedRound))
    advance(29_000)
    expect(root.querySelector('dialog')).toBeNull()
    advance(1_000)
    expect(latest.asking).toBe(true)
    expect(root.querySelector('[data-testid="reality-time"]')?.textContent).toBe('1 min')
    expect(root.querySelector('[data-testid="reality-net"]')?.textContent).toBe(formatBRL(-280))
  })

  it('shows a session in profit with its plus sign in the profit colour, a loss in the loss colour', () => {
    const { root } = mount(protection({ net: 38_779 }))
    advance(30_000)
    const net = root.querySelector('[data-testid="reality-net"]')
    expect(net?.textContent).toBe(`+${formatBRL(38_779)}`)
    expect(net?.className).toBe('reality__profit')
    act(() => latest.played({ profit: -50_000 } as PlayedRound))
    expect(net?.textContent).toBe(formatBRL(-11_221))
    expect(net?.className).toBe('reality__loss')
  })

  it('Continue closes it until the next interval', () => {
    const { root } = mount(protection())
    advance(30_000)
    const buttons = [...root.querySelectorAll('button')]
    act(() => buttons.find((button) => button.textContent === 'Continue')?.click())
    expect(latest.asking).toBe(false)
    advance(MINUTE - 1_000)
    expect(latest.asking).toBe(false)
    advance(1_000)
    expect(latest.asking).toBe(true)
  })

  it('Stop playing ends play and tells the portal to close the game', () => {
    const { root, onEnd } = mount(protection())
    advance(30_000)
    act(() => [...root.querySelectorAll('button')].find((b) => b.textContent === 'Stop playing')?.click())
    expect(onEnd).toHaveBeenCalledWith(t('play.reality.stopped'))
  })

  it('ends play when the session time limit passes', () => {
    const { onEnd } = mount(
      protection({ realityCheckMinutes: 60, sessionEndsAt: new Date(NOW + 5 * MINUTE).toISOString() }),
    )
    advance(5 * MINUTE - 1)
    expect(onEnd).not.toHaveBeenCalled()
    advance(1)
    expect(onEnd).toHaveBeenCalledWith(t('play.reality.sessionEnded'))
  })
})
