import { Code } from '@src/contract/codes'
import type { PlayProtection } from '@src/contract/protection'
import { endsPlay, nextCheckAt, realityFacts, sessionEndsAt } from '@src/features/protection/reality-check'
import type { Translate } from '@src/i18n/translator'
import { describe, expect, it } from 'vitest'

const START = Date.parse('2026-11-24T10:00:00.000Z')
const MINUTE = 60_000
const protection = (over: Partial<PlayProtection> = {}): PlayProtection => ({
  realityCheckMinutes: 30,
  sessionStartedAt: new Date(START).toISOString(),
  sessionEndsAt: null,
  net: 0,
  ...over,
})

describe('the reality check', () => {
  it('asks every interval of the session, counted from its start', () => {
    expect(nextCheckAt(protection(), START)).toBe(START + 30 * MINUTE)
    // A page opened 25 minutes in asks after five more.
    expect(nextCheckAt(protection(), START + 25 * MINUTE)).toBe(START + 30 * MINUTE)
    // Answered at 31 minutes: the next one at 60.
    expect(nextCheckAt(protection(), START + 31 * MINUTE)).toBe(START + 60 * MINUTE)
    expect(nextCheckAt(protection({ realityCheckMinutes: 1 }), START + 90_000)).toBe(START + 2 * MINUTE)
  })

  it('shows the time played in hours and minutes, minutes alone under an hour, and the net signed in its colour', () => {
    const t: Translate = (key, params) => `${key} ${JSON.stringify(params)}`
    expect(realityFacts(protection(), -1050, START + 59 * MINUTE + 59_000, t)).toMatchObject({
      time: 'play.reality.minutes {"minutes":59}',
      tone: 'loss',
    })
    expect(realityFacts(protection(), 250, START + 125 * MINUTE, t)).toMatchObject({
      time: 'play.reality.hoursMinutes {"hours":2,"minutes":5}',
      tone: 'profit',
    })
    expect(realityFacts(protection(), 0, START, t).tone).toBeNull()
  })

  it('knows when the session time limit ends play', () => {
    expect(sessionEndsAt(protection())).toBeNull()
    expect(sessionEndsAt(protection({ sessionEndsAt: '2026-11-24T11:00:00.000Z' }))).toBe(START + 60 * MINUTE)
  })

  it('ends play on the refusals that mean no more spins, not on others', () => {
    for (const code of [
      Code.SessionTimeLimitReached,
      Code.LossLimitReached,
      Code.SelfExcluded,
      Code.GameSessionExpired,
      Code.Paused,
      Code.SessionBlocked,
    ])
      expect(endsPlay(code)).toBe(true)
    expect(endsPlay(Code.ServerError)).toBe(false)
  })
})
