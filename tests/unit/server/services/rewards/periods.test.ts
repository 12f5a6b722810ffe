import { dayOf, dayRange, periodsBetween, shiftDays, weekOf, weekRange } from '@server/services/calendar'
import { describe, expect, test } from 'vitest'

describe('days and weeks in Brasília time', () => {
  test('a day runs from 03:00 UTC to 03:00 UTC', () => {
    expect(dayOf(new Date('2026-03-10T02:59:59.999Z'))).toBe('2026-03-09')
    expect(dayOf(new Date('2026-03-10T03:00:00.000Z'))).toBe('2026-03-10')
    expect(dayRange('2026-03-10')).toEqual({
      start: new Date('2026-03-10T03:00:00.000Z'),
      end: new Date('2026-03-11T03:00:00.000Z'),
    })
  })

  test('a week starts on Monday at 00:00', () => {
    expect(weekOf(new Date('2026-03-09T02:59:59Z'))).toBe('2026-03-02') // Sunday night
    expect(weekOf(new Date('2026-03-09T03:00:00Z'))).toBe('2026-03-09') // Monday 00:00
    expect(weekOf(new Date('2026-03-15T23:00:00Z'))).toBe('2026-03-09')
    expect(weekRange('2026-03-09')).toEqual({
      start: new Date('2026-03-09T03:00:00.000Z'),
      end: new Date('2026-03-16T03:00:00.000Z'),
    })
  })

  test('periods step across months and years', () => {
    expect(shiftDays('2026-02-27', 3)).toBe('2026-03-02')
    expect(shiftDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(periodsBetween('2026-02-23', '2026-03-09', 7)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09'])
    expect(periodsBetween('2026-03-10', '2026-03-09', 1)).toEqual([])
  })
})
