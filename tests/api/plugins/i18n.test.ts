import { languageOf } from '@server/plugins/i18n'
import { describe, expect, test } from 'vitest'

describe('the caller’s language, from the vuelang header', () => {
  test.each([
    ['en', 'en'],
    ['sw', 'sw'],
    ['pt', 'pt'],
    ['pt-BR', 'pt'],
    ['EN', 'en'],
    ['zh_CN', 'zh'],
  ])('%s is %s', (header, lang) => {
    expect(languageOf(header)).toBe(lang)
  })

  test.each([[undefined], [''], ['fr'], ['e']])('%s falls back to zh', (header) => {
    expect(languageOf(header)).toBe('zh')
  })

  test('the first of repeated headers counts', () => {
    expect(languageOf(['sw', 'en'])).toBe('sw')
  })
})
