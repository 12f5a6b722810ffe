import { LIMIT_KEYS, type LimitEntry, type LimitKey, type Limits } from '@src/contract/protection'
import {
  changeApplies,
  draftOf,
  limitText,
  parseMinutes,
  readDraft,
  readLimit,
} from '@src/features/protection/limits'
import { describe, expect, it } from 'vitest'

const entry = (value: number | null, pending: LimitEntry['pending'] = null): LimitEntry => ({
  value,
  pending,
  used: 0,
})
const table = (values: Partial<Record<LimitKey, LimitEntry>> = {}): Limits['limits'] =>
  Object.fromEntries(LIMIT_KEYS.map((key) => [key, values[key] ?? entry(null)])) as Limits['limits']

describe('a limit as the player types it', () => {
  it('shows money in reais and the session in minutes, and nothing for no limit', () => {
    expect(limitText('depositDay', 5_000)).toBe('50')
    expect(limitText('lossWeek', 1_250)).toBe('12,50')
    expect(limitText('sessionMinutes', 90)).toBe('90')
    expect(limitText('depositMonth', null)).toBe('')
  })

  it('reads reais as centavos, minutes as whole minutes, empty as no limit', () => {
    expect(readLimit('depositDay', '50')).toBe(5_000)
    expect(readLimit('depositDay', 'R$ 1.234,56')).toBe(123_456)
    expect(readLimit('sessionMinutes', ' 45 ')).toBe(45)
    expect(readLimit('lossDay', '  ')).toBeNull()
  })

  it('cannot read zero, fractions of minutes, negatives or words', () => {
    expect(readLimit('depositDay', '0')).toBeUndefined()
    expect(readLimit('depositDay', '-5')).toBeUndefined()
    expect(readLimit('sessionMinutes', '1,5')).toBeUndefined()
    expect(readLimit('sessionMinutes', '0')).toBeUndefined()
    expect(readLimit('lossMonth', 'lots')).toBeUndefined()
  })

  it('takes reality-check minutes from 1 to the maximum only', () => {
    expect(parseMinutes('1', 240)).toBe(1)
    expect(parseMinutes('240', 240)).toBe(240)
    expect(parseMinutes('241', 240)).toBeNull()
    expect(parseMinutes('', 240)).toBeNull()
  })
})

describe('when a change applies', () => {
  it('a lower limit, or a first one, applies at once', () => {
    expect(changeApplies(10_000, 5_000)).toBe('now')
    expect(changeApplies(null, 5_000)).toBe('now')
  })

  it('a higher limit, or removing one, waits 24 hours', () => {
    expect(changeApplies(5_000, 10_000)).toBe('later')
    expect(changeApplies(5_000, null)).toBe('later')
  })
})

describe('the form read against the current limits', () => {
  it('sends only the limits that change', () => {
    const limits = table({ depositDay: entry(5_000), sessionMinutes: entry(60) })
    const draft = { ...draftOf(limits), depositDay: '100', lossDay: '20' }
    expect(readDraft(draft, limits)).toEqual({ changes: { depositDay: 10_000, lossDay: 2_000 }, invalid: {} })
  })

  it('sends a removal as null', () => {
    const limits = table({ depositWeek: entry(20_000) })
    expect(readDraft({ ...draftOf(limits), depositWeek: '' }, limits).changes).toEqual({ depositWeek: null })
  })

  it('does not send again the value already pending, so its 24 hours do not restart', () => {
    const pending = { value: 10_000, effectiveAt: '2026-11-25T12:00:00.000Z' }
    const limits = table({ depositDay: entry(5_000, pending) })
    expect(readDraft({ ...draftOf(limits), depositDay: '100' }, limits).changes).toEqual({})
  })

  it('names the fields it cannot read and sends none of them', () => {
    const limits = table()
    const reading = readDraft({ ...draftOf(limits), lossDay: 'abc', sessionMinutes: '2.5' }, limits)
    expect(reading.invalid).toEqual({
      lossDay: 'validation.amount',
      sessionMinutes: 'protection.minutesInvalid',
    })
    expect(reading.changes).toEqual({})
  })
})
