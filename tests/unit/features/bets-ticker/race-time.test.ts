import en from '@locales/en.json'
import type { RaceBoard } from '@src/contract/race'
import { raceTime } from '@src/features/bets-ticker/RaceTicker'
import { createTranslator } from '@src/i18n/translator'
import { describe, expect, it } from 'vitest'

const t = createTranslator(en)
const now = Date.parse('2026-11-26T12:00:00Z')
const race = (state: RaceBoard['state']): RaceBoard => ({
  id: 1,
  name: 'Daily race',
  state,
  startsAt: '2026-11-26T13:30:00Z',
  endsAt: '2026-11-27T03:00:00.500Z',
  prizes: [],
  minStake: 0,
  top: [],
})

describe('a race’s time as its board and card show it', () => {
  it('counts down to the start, then to the end (HH:mm:ss, a part second as a whole), then says it ended', () => {
    expect(raceTime(t, race('upcoming'), now)).toBe('Starts in 01:30:00')
    expect(raceTime(t, race('running'), now)).toBe('Ends in 15:00:01')
    expect(raceTime(t, race('running'), Date.parse('2026-11-27T04:00:00Z'))).toBe('Ends in 00:00:00')
    expect(raceTime(t, race('settling'), now)).toBe('Ended')
    expect(raceTime(t, race('final'), now)).toBe('Ended')
  })
})
