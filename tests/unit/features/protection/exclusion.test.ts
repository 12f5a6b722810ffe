import en from '@locales/en.json'
import type { Exclusion } from '@src/contract/protection'
import { $exclusion, exclusionSummary, followExclusion, isActive } from '@src/features/protection/exclusion'
import { createTranslator } from '@src/i18n/translator'
import { atom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'

const NOW = Date.parse('2026-11-24T12:00:00.000Z')
const week: Exclusion = { term: '7d', since: '2026-11-20T12:00:00.000Z', until: '2026-11-27T12:00:00.000Z' }

afterEach(() => $exclusion.set(null))

describe('an exclusion', () => {
  it('runs until its end, and a permanent one for ever', () => {
    expect(isActive(week, NOW)).toBe(true)
    expect(isActive(week, Date.parse('2026-11-27T12:00:00.000Z'))).toBe(false)
    expect(isActive({ term: 'permanent', since: week.since, until: null }, NOW + 1e12)).toBe(true)
    expect(isActive(null, NOW)).toBe(false)
  })
})

describe('what a page says during an exclusion', () => {
  const t = createTranslator(en, en)
  it("names its end in the player's format, or says it is permanent", () => {
    expect(exclusionSummary(t, week, 'en-GB')).toMatch(
      /^No deposits and no play until 27\/11\/2026, \d\d:00\.$/,
    )
    expect(exclusionSummary(t, { until: null }, 'en-GB')).toBe('No deposits and no play, permanently.')
  })
})

describe('the portal following the exclusion', () => {
  it('reads it when a player logs in and forgets it at logout', async () => {
    const token = atom('')
    const load = vi.fn(async () => ({
      exclusion: { ...week, until: '2999-01-01T00:00:00.000Z' },
      pause: null,
    }))
    const stop = followExclusion(token, load)
    expect(load).not.toHaveBeenCalled()
    token.set('abc')
    await vi.waitFor(() => expect($exclusion.get()?.until).toBe('2999-01-01T00:00:00.000Z'))
    token.set('')
    expect($exclusion.get()).toBeNull()
    stop()
  })

  it('keeps nothing when the answer is an exclusion already over', async () => {
    const token = atom('abc')
    const load = vi.fn(async () => ({
      exclusion: { ...week, until: '2020-01-01T00:00:00.000Z' },
      pause: null,
    }))
    const stop = followExclusion(token, load)
    await vi.waitFor(() => expect(load).toHaveBeenCalled())
    expect($exclusion.get()).toBeNull()
    stop()
  })

  it('follows a running pause like an exclusion, until its end', async () => {
    const token = atom('abc')
    const pause = { since: '2026-11-20T12:00:00.000Z', until: '2999-01-01T00:00:00.000Z', endAsked: false }
    const load = vi.fn(async () => ({ exclusion: null, pause }))
    const stop = followExclusion(token, load)
    await vi.waitFor(() => expect($exclusion.get()).toEqual(pause))
    stop()
  })
})
