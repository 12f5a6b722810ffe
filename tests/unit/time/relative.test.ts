import en from '@locales/en.json'
import pt from '@locales/pt.json'
import zh from '@locales/zh.json'
import { createTranslator } from '@src/i18n/translator'
import { relativeTime } from '@src/time/relative'
import { describe, expect, it } from 'vitest'

const english = createTranslator(en, zh)
const now = new Date('2025-06-01T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const MIN = 60_000

describe('relativeTime', () => {
  it('says "just now" under five minutes', () => {
    expect(relativeTime(now, now, english)).toBe('just now')
    expect(relativeTime(ago(5 * MIN - 1), now, english)).toBe('just now')
  })

  it('says "just now" for a time slightly in the future (a skewed clock)', () => {
    expect(relativeTime(ago(-30_000), now, english)).toBe('just now')
  })

  it('counts whole minutes from five minutes on', () => {
    expect(relativeTime(ago(5 * MIN), now, english)).toBe('5 min ago')
    expect(relativeTime(ago(59 * MIN + 59_000), now, english)).toBe('59 min ago')
  })

  it('counts whole hours from one hour on', () => {
    expect(relativeTime(ago(60 * MIN), now, english)).toBe('1 h ago')
    expect(relativeTime(ago(23 * 60 * MIN + 59 * MIN), now, english)).toBe('23 h ago')
  })

  it('counts whole days from one day on', () => {
    expect(relativeTime(ago(24 * 60 * MIN), now, english)).toBe('1 d ago')
    expect(relativeTime(ago(45 * 24 * 60 * MIN), now, english)).toBe('45 d ago')
  })

  it('accepts timestamps and ISO strings', () => {
    expect(relativeTime(now.getTime() - 10 * MIN, now.getTime(), english)).toBe('10 min ago')
    expect(relativeTime('2025-06-01T09:00:00Z', now, english)).toBe('3 h ago')
  })

  it('shows nothing for a date it cannot read', () => {
    expect(relativeTime('not a date', now, english)).toBe('')
  })

  it('speaks the language of its translator', () => {
    expect(relativeTime(ago(2 * 60 * MIN), now, createTranslator(pt, zh))).toBe('há 2 h')
  })

  it('uses the current language by default (Chinese when none is chosen)', () => {
    expect(relativeTime(ago(MIN), now)).toBe('刚刚')
    expect(relativeTime(ago(3 * 24 * 60 * MIN), now)).toBe('3 天前')
  })
})
